#include "htam/Rt/Data.h"
#include "Private.h"
