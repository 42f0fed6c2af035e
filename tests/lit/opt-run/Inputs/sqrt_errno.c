/* sqrt and sqrtf as instructions (the inliner's library expansion): results, and errno
   set to EDOM for negative arguments only (not for NaN, -0, +inf). */
#include <errno.h>
#include <math.h>
#include <stdio.h>

static void show(const char *what, double r) {
  printf("%s %.17g errno=%s\n", what, r, errno == EDOM ? "EDOM" : errno ? "other" : "0");
  errno = 0;
}

int main(void) {
  volatile double two = 2.0, neg = -1.0, nz = -0.0, inf = INFINITY, nan_ = NAN;
  volatile float nine = 9.0f, negf = -4.0f;
  errno = 0;
  show("sqrt(2)", sqrt(two));
  show("sqrt(-1) is nan", isnan(sqrt(neg)));
  show("sqrt(-0)", sqrt(nz));
  show("sqrt(inf)", sqrt(inf));
  show("sqrt(nan) is nan", isnan(sqrt(nan_)));
  show("sqrtf(9)", sqrtf(nine));
  show("sqrtf(-4) is nan", isnan(sqrtf(negf)));
  double sum = 0;
  for (int i = 0; i < 100; i++) sum += sqrt((double)i);
  show("sum", sum);
  return 0;
}
