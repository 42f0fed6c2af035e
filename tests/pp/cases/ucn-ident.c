int \u00c1bc = 1; int caf\u00e9 = 2; int \U0001F600x = 3;
#define \u00c1 A_ACUTE
\u00c1
