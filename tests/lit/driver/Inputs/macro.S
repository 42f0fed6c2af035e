/* Assembly with the C preprocessor: a function-like macro, #if, an include guard style
   conditional, and assembler comments that are not directives. */
#define MESSAGE "hello from a .S file"
#define CALL(fn, arg) leaq arg(%rip), %rdi; call fn@PLT
#ifndef __ASSEMBLER__
#error __ASSEMBLER__ is not defined
#endif
# an assembler comment, with an apostrophe: don't mind it
        .text
        .globl  main
        .type   main, @function
main:
        subq    $8, %rsp
        CALL(puts, msg)
        movl    $'!, %edi               # a character immediate
        call    putchar@PLT
        movl    $10, %edi
        call    putchar@PLT
        xorl    %eax, %eax
        addq    $8, %rsp
        ret
        .size   main, .-main
        .section .rodata
msg:    .string MESSAGE
        .section .note.GNU-stack,"",@progbits
