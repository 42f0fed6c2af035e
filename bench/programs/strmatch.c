/* A string workload: a small regular-expression matcher (literals, '.', '*', '^', '$',
   character classes) run over generated lines of text, plus word counting and tokenizing. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static int match_here(const char *re, const char *text);

static int match_class(const char **rep, char c) {
  const char *re = *rep + 1; /* after '[' */
  int negate = 0, hit = 0;
  if (*re == '^') { negate = 1; re++; }
  while (*re && *re != ']') {
    if (re[1] == '-' && re[2] && re[2] != ']') {
      if (c >= re[0] && c <= re[2]) hit = 1;
      re += 3;
    } else {
      if (c == *re) hit = 1;
      re++;
    }
  }
  *rep = *re ? re + 1 : re;
  return c && (hit ^ negate);
}

static int match_one(const char *re, const char **next, char c) {
  if (*re == '[') { const char *r = re; int m = match_class(&r, c); *next = r; return m; }
  *next = re + 1;
  return c && (*re == '.' || *re == c);
}

static int match_star(const char *atom, const char *rest, const char *text) {
  do {
    if (match_here(rest, text)) return 1;
    const char *n;
    if (!match_one(atom, &n, *text)) return 0;
    text++;
  } while (1);
}

static int match_here(const char *re, const char *text) {
  for (;;) {
    if (re[0] == 0) return 1;
    const char *after;
    const char *atom = re;
    if (*re == '[') { const char *r = re; match_class(&r, 'a'); after = r; }
    else after = re + 1;
    if (*after == '*') return match_star(atom, after + 1, text);
    if (re[0] == '$' && re[1] == 0) return *text == 0;
    const char *n;
    if (!match_one(re, &n, *text)) return 0;
    re = n;
    text++;
  }
}

static int match(const char *re, const char *text) {
  if (re[0] == '^') return match_here(re + 1, text);
  do {
    if (match_here(re, text)) return 1;
  } while (*text++);
  return 0;
}

static const char *words[] = {"alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta",
                              "theta", "iota", "kappa", "lambda", "mu", "nu", "xi",
                              "omicron", "pi", "rho", "sigma", "tau", "upsilon"};

int main(void) {
  static const char *patterns[] = {"^a.*a$", "ta", "[0-9][0-9]*x", "^[a-m]*e", "mu.*pi$",
                                   "s[^ ]*a ", "o.*o.*o", "[xyz]"};
  enum { NPAT = sizeof patterns / sizeof patterns[0] };
  long hits[NPAT] = {0};
  unsigned s = 7;
  char line[256];
  long wordcount = 0, upper = 0;
  unsigned long h = 5381;
  for (int l = 0; l < 30000; l++) {
    int len = 0;
    int nw = 3 + l % 9;
    for (int w = 0; w < nw; w++) {
      s = s * 1103515245u + 12345u;
      const char *wd = words[(s >> 16) % 20];
      size_t wl = strlen(wd);
      memcpy(line + len, wd, wl);
      len += (int)wl;
      if ((s >> 8) % 5 == 0) len += sprintf(line + len, "%ux", (s >> 4) % 1000);
      line[len++] = ' ';
    }
    line[len - 1] = 0;
    for (int p = 0; p < NPAT; p++) hits[p] += match(patterns[p], line);
    char copy[256];
    strcpy(copy, line);
    for (char *tok = strtok(copy, " "); tok; tok = strtok(NULL, " ")) {
      wordcount++;
      for (char *q = tok; *q; q++) {
        if (islower((unsigned char)*q) && (q - tok) % 3 == 0) { *q = (char)toupper((unsigned char)*q); upper++; }
        h = h * 33 + (unsigned char)*q;
      }
    }
  }
  for (int p = 0; p < NPAT; p++) printf("%-14s %ld\n", patterns[p], hits[p]);
  printf("words %ld upper %ld hash %lu\n", wordcount, upper, h);
  return 0;
}
