/* varargs.h — the pre-standard interface is not supported; use <stdarg.h> (as gcc). */
#error "ilcc no longer supports <varargs.h>; use <stdarg.h> instead"
