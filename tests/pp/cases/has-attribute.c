#if __has_attribute(packed) && __has_attribute(__noreturn__) && !__has_attribute(no_such_attr)
ha1
#endif
#if defined(__has_builtin) && __has_builtin(__builtin_expect)
hb1
#endif
#if __has_c_attribute(fallthrough)
hc1
#endif
