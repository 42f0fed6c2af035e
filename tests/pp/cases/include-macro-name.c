#define HEADER "inc/plain.h"
#include HEADER
#define ANGLE <stddef.h>
#include ANGLE
size_t s;
