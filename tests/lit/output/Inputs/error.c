#error this file does not preprocess
int x;
