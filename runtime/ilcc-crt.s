# ilcc-crt.s — ilcc's own start file, linked after crti.o into every executable and
# shared object that ilcc links (not with -nostartfiles or -nostdlib). It stands in for
# gcc's crtbegin*.o and crtend*.o, so that linking needs nothing from gcc, and holds only
# what a C program needs of them on x86-64 glibc:
#
#   __dso_handle   identifies this executable or shared object to __cxa_atexit: glibc's
#                  atexit() (in libc_nonshared.a) passes its value, so the link fails
#                  without it. Hidden, so every module has its own; its value is its own
#                  address (a relative relocation in position-independent links).
#   a .fini_array  entry that calls __cxa_finalize(__dso_handle) when the module is
#                  unloaded or the program ends, so that the atexit handlers of a shared
#                  object run before dlclose() unmaps its code. __cxa_finalize is weak:
#                  a static link that does not otherwise use it leaves it out (0).
#
# Nothing else is needed: constructors and destructors are in .init_array/.fini_array,
# run by glibc (ld's default script also moves old .ctors/.dtors sections there), and
# unwinders find the .eh_frame tables through --eh-frame-hdr, not through registration.
# Assembled by the build (CMakeLists.txt) into lib/ilcc/ilcc-crt.o.

        .section .data.rel.ro.local,"aw",@progbits
        .p2align 3
        .globl  __dso_handle
        .hidden __dso_handle
        .type   __dso_handle, @object
        .size   __dso_handle, 8
__dso_handle:
        .quad   __dso_handle

        .weak   __cxa_finalize
        .text
        .p2align 4
        .type   ilcc_crt_finalize, @function
ilcc_crt_finalize:
        movq    __cxa_finalize@GOTPCREL(%rip), %rax
        testq   %rax, %rax
        je      1f
        movq    __dso_handle(%rip), %rdi
        jmp     *%rax                   # a tail call: the stack is as our caller left it
1:      ret
        .size   ilcc_crt_finalize, .-ilcc_crt_finalize

        .section .fini_array,"aw"
        .p2align 3
        .quad   ilcc_crt_finalize

        .section .note.GNU-stack,"",@progbits
