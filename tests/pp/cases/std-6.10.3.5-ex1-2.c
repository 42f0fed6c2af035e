// C17 6.10.3.5 EXAMPLES 1 and 2.
#define TABSIZE 100
int table[TABSIZE];
#define max(a, b) ((a) > (b) ? (a) : (b))
int m = max(x, y + 1);
