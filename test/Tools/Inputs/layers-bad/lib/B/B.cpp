#include "htam/A/A.h"
#include "htam/B/B.h"

int b() { return 1; }
