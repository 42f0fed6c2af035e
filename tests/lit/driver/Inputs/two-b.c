const char *greeting = "hello from C";
int twice(int x) { return 2 * x; }
