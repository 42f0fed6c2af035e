#def\
ine SPL\
ICED 1 + \
  2
int a = SPL\
ICED;
char *s = "abc\
def";
