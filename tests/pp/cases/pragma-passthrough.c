#pragma weak foo
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused"
#pragma pack(push, 1)
#pragma STDC FP_CONTRACT ON
int x;
