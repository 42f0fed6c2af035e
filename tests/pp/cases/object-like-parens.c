#define O (1)
#define F() 2
O F() F ( ) O()
