#define EMPTY
#define HASH #
EMPTY # define X 1
HASH define Y 2
X Y
