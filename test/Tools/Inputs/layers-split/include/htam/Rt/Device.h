#include "htam/Rt/Data.h"
