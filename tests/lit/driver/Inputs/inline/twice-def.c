/* The unit that provides twice's external definition: an extern declaration. */
#include "twice.h"
extern int twice(int);
