#include "htam/Rt/Device.h"
#include "Private.h"
