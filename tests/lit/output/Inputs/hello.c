#define GREETING hello
int GREETING;
