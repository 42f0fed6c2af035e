// A -I directory that is also a default system directory is dropped and the system one
// keeps its place (gcc's rule); both used to go, so CPython's setup.py, which passes
// -I/usr/include/x86_64-linux-gnu, could not find <bits/libc-header-start.h> from
// <stdlib.h>. A directory given twice keeps its first place.
// RUN: ilcc -I/usr/include/x86_64-linux-gnu -I/usr/include -I%S/Inputs -I%S/Inputs/ -fsyntax-only %s
// RUN: ilcc -I/usr/include/x86_64-linux-gnu -I/usr/include -I%S/Inputs -I%S/Inputs/ -E -v %s -o /dev/null 2>&1 | FileCheck %s
// CHECK:      #include <...> search starts here:
// CHECK-NEXT:  {{.*}}/Inputs
// CHECK-NEXT:  {{.*}}include/ilcc
// CHECK-NEXT:  /usr/local/include
// CHECK-NEXT:  /usr/include/x86_64-linux-gnu
// CHECK-NEXT:  /usr/include
// CHECK-NEXT: End of search list.
#include <stdlib.h>
int main(void) { return EXIT_SUCCESS; }
