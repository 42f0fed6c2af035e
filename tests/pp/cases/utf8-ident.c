int café = 1; int über = 2;
#define été summer
été
