# flags: -g -O0
# source: basic.c
set pagination off
break basic.c:38
run
print pt
print nums
print *ptr
print n1
print c
ptype n1
ptype struct point
ptype area
ptype c
print counter
print ratio
next
print inner
break basic.c:41
continue
step
bt
info args
finish
break area
continue
print p
print scale
next
info locals
up
print pt
down
finish
break vla_sum
continue
break basic.c:26
continue
print arr
ptype arr
print n
watch s
continue
continue
delete
kill
