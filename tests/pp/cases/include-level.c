__INCLUDE_LEVEL__
#include "inc/level.h"
__INCLUDE_LEVEL__
