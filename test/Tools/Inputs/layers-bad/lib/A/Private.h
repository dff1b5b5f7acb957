#pragma once
#define A_PRIVATE 1
