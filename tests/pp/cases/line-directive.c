a __LINE__
#line 100
b __LINE__ __FILE__
#line 200 "renamed.c"
c __LINE__ __FILE__
#define L 300
#line L
d __LINE__
