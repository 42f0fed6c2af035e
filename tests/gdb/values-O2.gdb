# flags: -g -O2
# source: values.c
set pagination off
break mid
run
info args
print seven
break leaf
continue
bt
up
print base
print f
down
finish
next
next
info locals
continue
