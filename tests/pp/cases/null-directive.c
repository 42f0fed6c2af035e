#
# /* comment */
int x;
