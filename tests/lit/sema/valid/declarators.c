// RUN: %bin/ilcc -fsyntax-only -Werror %s 2>&1 | count 0
// C17 6.7.6: declarators of any complexity, read inside out; types checked with __builtin_types_compatible_p.
#define SAME(a, b) _Static_assert(__builtin_types_compatible_p(a, b), #a " is " #b)
int (*(*fp)(int))[3];                    // pointer to function returning pointer to array of 3 int
SAME(__typeof__(fp), int (*(*)(int))[3]);
SAME(__typeof__(*fp(0)), int[3]);
void (*signal_like(int, void (*)(int)))(int);
SAME(__typeof__(signal_like), void (*(int, void (*)(int)))(int));
char *(*(*table[4])(void))[2];           // array of pointers to functions returning pointer to array of char*
SAME(__typeof__(table[0]()), char *(*)[2]);
int (*(*(*deep)(long))(double))(char);
SAME(__typeof__(deep(1)(2.0)('c')), int);
int const *volatile *restrict const cvp = 0;
SAME(__typeof__(**cvp), const int);
int (*array_of_arrays)[2][3];
_Static_assert(sizeof *array_of_arrays == 6 * sizeof(int), "2x3");
int ((((parenthesized))));
SAME(__typeof__(parenthesized), int);
typedef int (*Fn)(int (*)(void), ...);
Fn make(Fn);
SAME(__typeof__(make(0)), int (*)(int (*)(void), ...));
int f(int a[const static 4], int b[restrict], int (*c)[*], int n, int d[n][n]);
