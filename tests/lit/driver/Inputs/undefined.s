# main calls a function that nothing defines: the linker fails.
        .text
        .globl  main
main:
        jmp     no_such_function@PLT
        .section .note.GNU-stack,"",@progbits
