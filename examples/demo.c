/* demo.c — the program `make` compiles with ilcc and runs natively. It
 *   1. finds the primes below 100 with the sieve of Eratosthenes on a calloc'd array,
 *   2. sorts pseudo-random numbers with the C library's qsort, which calls back into
 *      compare(), compiled by ilcc,
 *   3. reports through note(), a variadic function that hands its va_list to vprintf,
 *   4. prints a struct returned by value and a long double computed on the x87 unit.
 * The numbers come from a linear congruential generator seeded by argv[1] (default 42). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

struct stats {
  int count;
  long smallest, largest;
  double mean;
};

static void note(const char* fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
}

static int compare(const void* a, const void* b) {
  long x = *(const long*)a, y = *(const long*)b;
  return (x > y) - (x < y);
}

static struct stats summarize(const long* v, int n) {
  struct stats s = {n, v[0], v[0], 0};
  for (int i = 0; i < n; i++) {
    if (v[i] < s.smallest) s.smallest = v[i];
    if (v[i] > s.largest) s.largest = v[i];
    s.mean += (double)v[i] / n;
  }
  return s;
}

int main(int argc, char** argv) {
  unsigned long seed = argc > 1 ? strtoul(argv[1], 0, 10) : 42;
  char* composite = calloc(100, 1);
  int primes = 0, largest_prime = 0;
  printf("primes below 100:");
  for (int i = 2; i < 100; i++) {
    if (composite[i]) continue;
    printf(" %d", i);
    primes++, largest_prime = i;
    for (int j = i * i; j < 100; j += i) composite[j] = 1;
  }
  printf("\n");
  free(composite);

  enum { N = 12 };
  long v[N];
  for (int i = 0; i < N; i++) {
    seed = seed * 6364136223846793005ul + 1442695040888963407ul;
    v[i] = (long)(seed >> 33) % 1000;
  }
  qsort(v, N, sizeof v[0], compare);
  printf("sorted with qsort:");
  for (int i = 0; i < N; i++) printf(" %ld", v[i]);
  printf("\n");

  struct stats s = summarize(v, N);
  note("%d primes, largest %d; %d numbers sorted, smallest %ld, largest %ld, mean %.2f\n", primes, largest_prime,
       s.count, s.smallest, s.largest, s.mean);
  long double third = 1.0L / 3;
  printf("1/3 in long double: %.18Lf\n", third);
  return 0;
}
