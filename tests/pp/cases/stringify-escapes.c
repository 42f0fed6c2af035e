#define S(x) #x
S("a\n" '\'' "\\" '"')
S(  leading   and   trailing  )
S(a
b)
S(@) S(\) S(a "b" c)
