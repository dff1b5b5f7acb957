// BadC uses A without linking it.
#include "htam/A/A.h"
#include <htam/Nope/Nope.h>
#include "../A/Private.h"

int c() { return a() + A_PRIVATE; }
