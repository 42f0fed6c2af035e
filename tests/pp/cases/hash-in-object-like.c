#define H # x ## y
H
#define HH a # b
HH
