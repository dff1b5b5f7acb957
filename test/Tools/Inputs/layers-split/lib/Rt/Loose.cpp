// Listed by no library: it belongs to the folder's main library, HTAMRt.
#include "htam/Rt/Device.h"
