int counter;                                   /* tentative: hidden under -fvisibility=hidden */
int exported_data __attribute__((visibility("default"))) = 1;
extern int decl_only;                          /* a declaration keeps default visibility */
static int helper(int x) { return x + counter; }
int internal_fn(int x) { return helper(x) * 2; }
__attribute__((visibility("default"))) int api(int x) { return internal_fn(x) + exported_data + counter; }
#pragma GCC visibility push(default)
int pushed_default(void) { return 7; }
#pragma GCC visibility pop
__attribute__((visibility("protected"))) int prot(void) { return 3; }
int use_prot(void) { return prot(); }
