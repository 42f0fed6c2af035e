# flags: -g -O2
# source: inline.c
set pagination off
break sink
run
bt
up
info frame
up
down
finish
continue
