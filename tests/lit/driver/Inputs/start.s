# A program without the C library (-nostdlib): _start writes a line and exits with 7.
        .text
        .globl  _start
_start:
        movl    $1, %eax                # write(1, msg, len)
        movl    $1, %edi
        leaq    msg(%rip), %rsi
        movl    $len, %edx
        syscall
        movl    $60, %eax               # exit(7)
        movl    $7, %edi
        syscall
        .section .rodata
msg:    .ascii  "no C library\n"
        .set    len, . - msg
        .section .note.GNU-stack,"",@progbits
