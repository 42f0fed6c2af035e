#include <stdio.h>
#include <string.h>
struct Rec { char name[12]; int scores[4]; double avg; };
static void compute(struct Rec *r) { int s = 0; for (int i = 0; i < 4; i++) s += r->scores[i]; r->avg = s / 4.0; }
static struct Rec best(struct Rec *rs, int n) { struct Rec b = rs[0]; for (int i = 1; i < n; i++) if (rs[i].avg > b.avg) b = rs[i]; return b; }
int main(void) {
  struct Rec rs[3] = {{"ann", {90, 80, 70, 60}}, {"bob", {100, 95, 90, 85}}, {"cy", {50, 60, 70, 80}}};
  for (int i = 0; i < 3; i++) compute(&rs[i]);
  struct Rec b = best(rs, 3); printf("%s %g\n", b.name, b.avg);
  strcpy(rs[2].name, "cyrus"); rs[2].scores[3] = 100; compute(rs + 2); printf("%s %g %zu\n", rs[2].name, rs[2].avg, sizeof(struct Rec));
  struct Rec copy = rs[1]; copy.scores[0] = 0; printf("%d %d\n", rs[1].scores[0], copy.scores[0]);
  return 0;
}
