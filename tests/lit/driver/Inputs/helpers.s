# Calls libgcc helpers that ilcc's generated code uses: __divti3 (128-bit division) and
# __popcountdi2; the link must find them without gcc (libgcc.a or libgcc_s.so.1).
        .text
        .globl  main
        .type   main, @function
main:
        subq    $8, %rsp
        movq    $10, %rdi               # (2^64 + 10) / 3 = 0x5555555555555558
        movq    $1, %rsi
        movq    $3, %rdx
        xorl    %ecx, %ecx
        call    __divti3@PLT
        movq    %rax, %rsi
        leaq    fmt1(%rip), %rdi
        xorl    %eax, %eax
        call    printf@PLT
        movq    $0xff00ff, %rdi
        call    __popcountdi2@PLT
        movl    %eax, %esi
        leaq    fmt2(%rip), %rdi
        xorl    %eax, %eax
        call    printf@PLT
        xorl    %eax, %eax
        addq    $8, %rsp
        ret
        .size   main, .-main
        .section .rodata
fmt1:   .string "__divti3: %lx\n"
fmt2:   .string "__popcountdi2: %d\n"
        .section .note.GNU-stack,"",@progbits
