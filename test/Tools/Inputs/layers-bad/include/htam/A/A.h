#pragma once
#include "htam/B/B.h"
int a();
