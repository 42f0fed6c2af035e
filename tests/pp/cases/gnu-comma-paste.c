#define E(fmt, ...) printf(fmt, ## __VA_ARGS__)
E("a") E("a",) E("a", 1) E("a", 1, 2)
#define N(fmt, args...) printf(fmt , ##args)
N("b") N("b", 3)
