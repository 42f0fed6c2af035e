char *a = u8"x"; int *b = L"x"; short *c = u"x"; unsigned *d = U"x";
int e = L'x' + u'y' + U'z' + 'w';
#define P(x) x"s"
P(L) P(u8) P(u)
