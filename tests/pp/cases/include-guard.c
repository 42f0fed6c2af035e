#include "inc/guarded.h"
#include "inc/guarded.h"
#include "inc/guarded.h"
guarded_count
