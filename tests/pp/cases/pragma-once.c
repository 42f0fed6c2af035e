#include "inc/once.h"
#include "inc/once.h"
once_done
