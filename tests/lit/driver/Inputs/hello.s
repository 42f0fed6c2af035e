# main calls puts: the smallest program that needs the C library.
        .text
        .globl  main
        .type   main, @function
main:
        subq    $8, %rsp
        leaq    msg(%rip), %rdi
        call    puts@PLT
        xorl    %eax, %eax
        addq    $8, %rsp
        ret
        .size   main, .-main
        .section .rodata
msg:    .string "hello from assembly"
        .section .note.GNU-stack,"",@progbits
