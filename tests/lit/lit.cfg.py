# lit configuration for ilcc's textual tests (run by `make lit`).
# Tools come from the build directory given with --param build=DIR (default: build/).
import os
import lit.formats

config.name = "ilcc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ir", ".c", ".test", ".mir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
build = lit_config.params.get("build", os.path.join(root, "build"))
config.test_exec_root = os.path.join(build, "lit")

bindir = os.path.join(build, "bin")
llvm_bin = "/usr/lib/llvm-14/bin"
config.environment["PATH"] = os.pathsep.join([bindir, llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
config.substitutions.append(("%root", root))
# Tests that write to /dev/null check that it is still a device afterwards; a machine
# whose /dev/null is already a regular file (replaced by some earlier tool) cannot run
# them, and reports them as unsupported.
import stat
if stat.S_ISCHR(os.stat("/dev/null").st_mode):
    config.available_features.add("dev-null-is-device")
config.substitutions.append(("%bin", bindir))
# Static links need libgcc.a, which only gcc's development files install (docs/driver.md),
# and glibc's libc.a; tests that link statically require both.
import glob
if glob.glob("/usr/lib/gcc/x86_64-linux-gnu/*/libgcc.a") and os.path.exists("/usr/lib/x86_64-linux-gnu/libc.a"):
    config.available_features.add("libgcc-a")
# A sanitizer build (make check-asan) reserves terabytes of shadow memory at start, so it
# cannot run under an address-space limit: `%vmlimit N` is `ulimit -v N` in a normal build
# and a no-op there (the memory bounds are checked by the normal build's run).
cache = os.path.join(build, "CMakeCache.txt")
sanitized = os.path.exists(cache) and "ILCC_SANITIZE:BOOL=ON" in open(cache).read()
config.substitutions.append(("%vmlimit", ": ulimit -v" if sanitized else "ulimit -v"))
# Programs compiled with -fsanitize= run with the sanitizer runtimes' defaults: make
# check-asan's ASAN_OPTIONS/UBSAN_OPTIONS (meant for ilcc itself) would send their reports
# to its log files and halt on the first.
config.substitutions.append(("%sanrun", "env ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=0"))
# Tests comparing with gcc's behaviour (the oracle of tests/features/check.py) need gcc.
import shutil
if shutil.which("gcc"):
    config.available_features.add("gcc")
