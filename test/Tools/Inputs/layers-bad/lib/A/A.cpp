#include "htam/A/A.h"

int a() { return b(); }
