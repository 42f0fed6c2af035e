#define int long
#define if while
int x; if (1) {}
