#define t(x,y) x ## y
#define OBJ obj
t(O, BJ) t(OB, J)
