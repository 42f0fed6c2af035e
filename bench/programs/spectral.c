/* Spectral norm of an infinite matrix (power method, floating point division heavy). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double A(int i, int j) { return 1.0 / ((i + j) * (i + j + 1) / 2 + i + 1); }

static void mul_Av(int n, const double *v, double *out) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) s += A(i, j) * v[j];
    out[i] = s;
  }
}

static void mul_Atv(int n, const double *v, double *out) {
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < n; j++) s += A(j, i) * v[j];
    out[i] = s;
  }
}

static void mul_AtAv(int n, const double *v, double *out, double *tmp) {
  mul_Av(n, v, tmp);
  mul_Atv(n, tmp, out);
}

int main(void) {
  int n = 1000;
  double *u = malloc(n * sizeof *u), *v = malloc(n * sizeof *v), *t = malloc(n * sizeof *t);
  for (int i = 0; i < n; i++) u[i] = 1;
  for (int i = 0; i < 10; i++) {
    mul_AtAv(n, u, v, t);
    mul_AtAv(n, v, u, t);
  }
  double vBv = 0, vv = 0;
  for (int i = 0; i < n; i++) {
    vBv += u[i] * v[i];
    vv += v[i] * v[i];
  }
  printf("%0.9f\n", sqrt(vBv / vv));
  free(u); free(v); free(t);
  return 0;
}
