__COUNTER__ __COUNTER__
#define C __COUNTER__
C C __COUNTER__
