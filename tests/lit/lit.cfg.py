# lit configuration for ilcc's textual tests (run by `make lit`).
# Tools come from the build directory given with --param build=DIR (default: build/).
import os
import lit.formats

config.name = "ilcc"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".ir", ".c", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
root = os.path.abspath(os.path.join(config.test_source_root, "..", ".."))
build = lit_config.params.get("build", os.path.join(root, "build"))
config.test_exec_root = os.path.join(build, "lit")

bindir = os.path.join(build, "bin")
llvm_bin = "/usr/lib/llvm-14/bin"
config.environment["PATH"] = os.pathsep.join([bindir, llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
config.substitutions.append(("%root", root))
config.substitutions.append(("%bin", bindir))
