#include <stdio.h>
struct Node { int v; struct Node *next; };
struct Node n3 = {3, 0}, n2 = {2, &n3}, n1 = {1, &n2};
int arr[10];
int *parr[] = {&arr[0], &arr[5], arr + 9};
struct Mat { int m[3][3]; } mat = {{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}};
int *pm = &mat.m[1][2];
static const char msg[] = "message";
const char *pmsg = msg + 3;
void fn(void) {}
void (*pfn)(void) = fn;
struct { void (*f)(void); int *p; } combo = {fn, &arr[2]};
long addr_diff = &arr[7] - &arr[2];
char *strp[2][2] = {{"a", "b"}, {"c", "d"}};
int main(void) {
  int s = 0; for (struct Node *p = &n1; p; p = p->next) s += p->v; printf("%d\n", s);
  printf("%td %td %td\n", parr[0] - arr, parr[1] - arr, parr[2] - arr);
  printf("%d %s %d %d\n", *pm, pmsg, pfn == fn, combo.p == &arr[2]);
  printf("%ld %s%s%s%s\n", addr_diff, strp[0][0], strp[0][1], strp[1][0], strp[1][1]);
  arr[2] = 42; printf("%d\n", *combo.p);
  return 0;
}
