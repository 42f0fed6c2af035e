# int twice(int x) { return 2 * x; }
        .text
        .globl  twice
        .type   twice, @function
twice:
        leal    (%rdi,%rdi), %eax
        ret
        .size   twice, .-twice
        .section .note.GNU-stack,"",@progbits
