# main calls twice(), defined in twice.s, and prints the result with printf.
        .text
        .globl  main
        .type   main, @function
main:
        subq    $8, %rsp
        movl    $21, %edi
        call    twice@PLT
        movl    %eax, %esi
        leaq    fmt(%rip), %rdi
        xorl    %eax, %eax
        call    printf@PLT
        xorl    %eax, %eax
        addq    $8, %rsp
        ret
        .size   main, .-main
        .section .rodata
fmt:    .string "twice(21) = %d\n"
        .section .note.GNU-stack,"",@progbits
