# Not an instruction: the assembler fails.
        .text
        bogus_instruction %eax
