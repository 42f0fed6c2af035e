#ident "version 1"
int y;
