#assert machine(x86)
#if #machine(x86) && !#machine(sparc)
asserted
#endif
#unassert machine
#if #machine
still
#endif
