# main registers a handler with atexit(), which needs __dso_handle (from ilcc-crt.o), and
# has a constructor in .init_array.
        .text
        .type   bye, @function
bye:
        leaq    msg_bye(%rip), %rdi
        jmp     puts@PLT
        .size   bye, .-bye
        .type   ctor, @function
ctor:
        leaq    msg_ctor(%rip), %rdi
        jmp     puts@PLT
        .size   ctor, .-ctor
        .globl  main
        .type   main, @function
main:
        subq    $8, %rsp
        leaq    bye(%rip), %rdi
        call    atexit@PLT
        leaq    msg_main(%rip), %rdi
        call    puts@PLT
        xorl    %eax, %eax
        addq    $8, %rsp
        ret
        .size   main, .-main
        .section .init_array,"aw"
        .p2align 3
        .quad   ctor
        .section .rodata
msg_ctor: .string "constructor"
msg_main: .string "main"
msg_bye:  .string "atexit handler"
        .section .note.GNU-stack,"",@progbits
