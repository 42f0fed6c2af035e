int a = 1 /* c */ + /* multi
line */ 2; // line comment \
continued
int b = 3;//x
#define C /* in define */ 4 // tail
C
