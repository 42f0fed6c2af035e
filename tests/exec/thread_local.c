#include <stdio.h>
#include <pthread.h>
_Thread_local int tl = 5;
__thread long counter;
static _Thread_local char name[16] = "main";
void *worker(void *arg) {
  tl += (int)(long)arg; counter = 100;
  for (int i = 0; i < 10; i++) counter++;
  name[0] = 'W';
  return (void *)(long)(tl * 1000 + counter + (name[1] == 'a'));
}
int main(void) {
  tl = 1; counter = 7;
  pthread_t t; pthread_create(&t, 0, worker, (void *)3L);
  void *r; pthread_join(t, &r);
  printf("%ld %d %ld %s\n", (long)r, tl, counter, name);
  int *p = &tl; *p = 9; printf("%d\n", tl);
  return 0;
}
