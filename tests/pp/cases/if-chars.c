#if 'a' == 97 && '\n' == 10 && '\377' < 0 && '\x41' == 65
c1
#endif
#if L'\xffffffff' < 0 && u'\xffff' > 0 && U'\xffffffff' > 0
c2
#endif
#if 'ab' == 24930
multichar
#endif
