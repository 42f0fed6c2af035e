int counter = 100;
extern int shared_tentative;
static int helper(void) { return 2; }
static int local_state = 20;
int bump(int by) {
  counter += by + helper() + local_state + shared_tentative;
  return counter;
}
