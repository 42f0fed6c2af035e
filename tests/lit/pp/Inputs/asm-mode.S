/* Assembler with preprocessing: gcc's cpp in -lang-asm mode. */
#define X 1
#define COUNT(n) movl $n, %ecx # count n, and # stays text
#define STR(x) #x
# an assembler comment that isn't a directive: "don't" has a lone quote
#foo X
        movb $'a, %al
        COUNT(3)
        .ascii STR(abc)
#ifdef __ASSEMBLER__
        assembler_defined
#endif
#ifndef __STDC_VERSION__
        no_stdc_version
#endif
#ifdef __STDC__
        stdc_defined
#endif
