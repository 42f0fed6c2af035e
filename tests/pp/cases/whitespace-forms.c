#define	TAB	value
  #  define   SPACED   1
#define FF 2
TAB SPACED FF
