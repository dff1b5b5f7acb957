#include "htam/Rt/Data.h"
#include "htam/Rt/Device.h"
