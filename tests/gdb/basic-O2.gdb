# flags: -g -O2
# source: basic.c
set pagination off
break area
run
bt
ptype area
ptype struct point
print p
print counter
print ratio
finish
kill
