#define AB done
#define CAT(a,b) a##b
CAT(A,B) CAT(A, B)
#define F(x) x
#define FN F
CAT(F,N)(1)
