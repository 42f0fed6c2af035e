# ilcc — the two commands a newcomer needs:
#   make         install missing build dependencies, build, run the bundled demo
#   make check   build and run every test
# and
#   make install [PREFIX=/usr/local] [DESTDIR=]   install the tools and ilcc's headers
BUILD ?= build
CMAKE_FLAGS ?=
PREFIX ?= /usr/local
DESTDIR ?=
LIT := python3 /usr/lib/llvm-14/build/utils/lit/lit.py

.PHONY: all deps configure build demo check unit lit gdb pp-check torture-syntax torture-interp torture-native \
	torture-compile exec csmith-sample csmith install fuzz-build bench bench-real check-asan real real-ci real-deps clean

all: demo

deps:
	@sh scripts/install-deps.sh

# CMake configures when build.ninja is missing and again whenever CMAKE_FLAGS differ from
# the last configure's (so CI's -DILCC_WERROR=ON is not skipped when build/ exists): the
# flags are kept in $(BUILD)/cmake-flags, which is rewritten only when they change. A
# change starts from a fresh cache, so a flag that was dropped does not stay in effect.
FLAGS_FILE := $(BUILD)/cmake-flags
$(FLAGS_FILE): export ILCC_CMAKE_FLAGS := $(CMAKE_FLAGS)
$(FLAGS_FILE): FORCE
	@mkdir -p $(BUILD)
	@printf '%s\n' "$$ILCC_CMAKE_FLAGS" > $@.new
	@if cmp -s $@.new $@; then rm -f $@.new; else mv -f $@.new $@; fi

$(BUILD)/build.ninja: $(FLAGS_FILE) | deps
	rm -f $(BUILD)/CMakeCache.txt
	cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS)

FORCE:

configure: $(BUILD)/build.ninja

build: configure
	ninja -C $(BUILD)

demo: build
	@echo "== demo: examples/demo.c compiled by ilcc -O1 and run =="
	$(BUILD)/bin/ilcc -O1 examples/demo.c -o $(BUILD)/demo
	$(BUILD)/demo

unit: build
	$(BUILD)/bin/ilcc-unit-tests --gtest_brief=1

lit: build
	$(LIT) -sv --order=lexical tests/lit --param build=$(abspath $(BUILD))

# The preprocessor's token-stream comparison with gcc -E (tests/pp/compare.py): the
# all-headers file, ilcc's own cases and gcc's c-torture suite, on all cores.
TORTURE := $(BUILD)/gcc-torture
$(TORTURE)/gcc.c-torture/execute: | deps
	sh tests/pp/extract-torture.sh $(TORTURE)

pp-check: build $(TORTURE)/gcc.c-torture/execute
	python3 tests/pp/compare.py --ilcc $(BUILD)/bin/ilcc --exceptions tests/pp/exceptions.txt \
	  tests/pp/all-headers.c tests/pp/cases \
	  $(TORTURE)/gcc.c-torture/execute $(TORTURE)/gcc.c-torture/compile

# gcc's c-torture suite (tests/torture/run.py): the front end accepts every file, and every
# execute test runs to exit status 0 through lowering and the IR interpreter, but for the
# listed exceptions.
torture-syntax: build $(TORTURE)/gcc.c-torture/execute
	python3 tests/torture/run.py --mode syntax --ilcc $(BUILD)/bin/ilcc --exceptions tests/torture/syntax-exceptions.txt \
	  $(TORTURE)/gcc.c-torture/compile $(TORTURE)/gcc.c-torture/execute
torture-interp: build $(TORTURE)/gcc.c-torture/execute
	python3 tests/torture/run.py --mode interp --ilcc $(BUILD)/bin/ilcc --exceptions tests/torture/interp-exceptions.txt \
	  $(TORTURE)/gcc.c-torture/execute

# Natively: every execute test built by ilcc and run, at -O0, at -O1 with the register
# allocation checker, and at -O1 with five allocatable general registers (spill stress;
# same exception list as -O1); every compile test compiled at -O1.
NATIVE := python3 tests/torture/run.py --mode native --ilcc $(BUILD)/bin/ilcc
torture-native: build $(TORTURE)/gcc.c-torture/execute
	$(NATIVE) --flags=-O0 --exceptions tests/torture/native-O0-exceptions.txt $(TORTURE)/gcc.c-torture/execute
	$(NATIVE) "--flags=-O1 -fra-verify" --exceptions tests/torture/native-O1-exceptions.txt $(TORTURE)/gcc.c-torture/execute
	$(NATIVE) "--flags=-O1 -fra-verify -fra-knob=RegAllocGprLimit=5" \
	  --exceptions tests/torture/native-O1-exceptions.txt $(TORTURE)/gcc.c-torture/execute
torture-compile: build $(TORTURE)/gcc.c-torture/execute
	python3 tests/torture/run.py --mode compile --flags=-O1 --ilcc $(BUILD)/bin/ilcc \
	  --exceptions tests/torture/compile-exceptions.txt $(TORTURE)/gcc.c-torture/compile

check: unit lit pp-check torture-syntax torture-interp torture-native torture-compile exec gdb csmith-sample

# The execution tests (tests/exec/README.md): each program's output under the interpreter (as
# lowered, after mem2reg, after -O1) and natively at -O0, -O1 and -O1 with 5 GPRs, against gcc's.
exec: build
	bash tests/exec/run.sh $(BUILD)/bin

# Scripted gdb sessions on -g programs (tests/gdb/run.sh, docs/debug.md).
gdb: build
	bash tests/gdb/run.sh $(BUILD)/bin

# csmith differential tests against gcc -O0 (tests/csmith/README.md): every program's output
# and exit status at ilcc -O0, -O1 -fra-verify, -O1 -fra-verify with 5 GPRs and -O2 -fra-verify must be
# gcc's. csmith-sample is 50 fixed seeds; csmith is the full campaign,
# CSMITH_FIRST..CSMITH_FIRST+CSMITH_COUNT-1.
CSMITH_FIRST ?= 1
CSMITH_COUNT ?= 500
csmith-sample: build | deps
	python3 tests/csmith/run.py --ilcc $(BUILD)/bin/ilcc --keep $(BUILD)/csmith-failures --first 1 --count 50
csmith: build | deps
	python3 tests/csmith/run.py --ilcc $(BUILD)/bin/ilcc --keep $(BUILD)/csmith-failures --first $(CSMITH_FIRST) --count $(CSMITH_COUNT)

# The same tools built with AddressSanitizer and UndefinedBehaviorSanitizer (-DILCC_SANITIZE=ON,
# in a build directory of its own) run the unit tests, the lit tests and the front end over
# gcc's c-torture suite. Reports go to files in $(ASAN_BUILD)/sanitizer-logs rather than
# to stderr, so that one is also caught where a test expects ilcc to fail (`not ilcc`, an
# expected torture failure): the target fails when any report was written.
ASAN_BUILD ?= build-asan
ASAN_LOGS := $(abspath $(ASAN_BUILD))/sanitizer-logs
ASAN_ENV := ASAN_OPTIONS=log_path=$(ASAN_LOGS)/asan:detect_leaks=1:detect_stack_use_after_return=0 \
  UBSAN_OPTIONS=log_path=$(ASAN_LOGS)/ubsan:print_stacktrace=1:halt_on_error=1
check-asan: $(TORTURE)/gcc.c-torture/execute
	@mkdir -p $(ASAN_BUILD)
	@if [ ! -f $(ASAN_BUILD)/build.ninja ]; then \
	  cmake -S . -B $(ASAN_BUILD) -G Ninja -DILCC_SANITIZE=ON $(CMAKE_FLAGS); fi
	ninja -C $(ASAN_BUILD)
	rm -rf $(ASAN_LOGS) && mkdir -p $(ASAN_LOGS)
	$(ASAN_ENV) $(ASAN_BUILD)/bin/ilcc-unit-tests --gtest_brief=1
	$(ASAN_ENV) $(LIT) -sv --order=lexical tests/lit --param build=$(abspath $(ASAN_BUILD))
	$(ASAN_ENV) python3 tests/torture/run.py --mode syntax --ilcc $(ASAN_BUILD)/bin/ilcc \
	  --exceptions tests/torture/syntax-exceptions.txt \
	  $(TORTURE)/gcc.c-torture/compile $(TORTURE)/gcc.c-torture/execute
	@if [ -n "$$(ls -A $(ASAN_LOGS))" ]; then \
	  echo "check-asan: sanitizer reports in $(ASAN_LOGS):"; head -n 40 $(ASAN_LOGS)/*; exit 1; fi
	@echo "check-asan: no sanitizer reports"

# bin/ilcc, bin/ilcc-opt, bin/ilcc-run and lib/ilcc/include under $(DESTDIR)$(PREFIX).
install: build
	DESTDIR="$(DESTDIR)" cmake --install $(BUILD) --prefix "$(PREFIX)"

# The benchmarks of bench/README.md: executed instructions of the programs in
# bench/programs per compiler, compile time and memory on a large translation unit, the
# cost of lowering. Not part of make check; BENCH_RUNS timed runs per command.
BENCH_RUNS ?= 5
bench: build
	sh bench/programs/run.sh $(BUILD)
	sh bench/compile/run.sh $(BUILD) $(BENCH_RUNS)
	sh bench/lower/run.sh $(BUILD) $(BENCH_RUNS)

# The benchmark on real programs (bench/README.md, "Real programs"): Lua, zlib, CoreMark,
# SQLite, QuickJS, zstd and CPython from the corpus snapshots (REAL_CORPUS, below), each
# built by gcc -O1/-O2, clang -O2 and ilcc -O1/-O2: executed instructions, run time, compile
# time and memory, code size. Not part of make check. BENCH_REAL_ARGS passes options, e.g.
# BENCH_REAL_ARGS="--quick --programs lua,zlib --compilers ilcc-O2 --reuse".
BENCH_REAL_ARGS ?=
bench-real: build
	REAL_CORPUS=$(REAL_CORPUS) sh bench/real/run.sh $(BUILD) $(BENCH_REAL_ARGS)

# Real programs (tests/real/README.md): each corpus snapshot built with its own build system,
# ilcc as the only C compiler, at -O0 and -O2, running its own test suite beside a gcc build
# of the same snapshot; one table. `make real` is every program; `make real-ci` the subset
# CI runs, at -O2 only (REAL_CI_LEVELS) to fit CI's time. REAL_PROGRAMS and REAL_LEVELS choose others (comma-separated).
REAL_CORPUS ?= $(abspath ../shared/corpus)
REAL_WORK ?= $(BUILD)/real
REAL_PROGRAMS ?= lua,zlib,coremark,quickjs,zstd,jq,sqlite,cpython,git
REAL_CI_PROGRAMS ?= lua,zlib,coremark,quickjs,zstd,jq
REAL_CI_LEVELS ?= O2
REAL_LEVELS ?= O0,O2
REAL_PACKAGES := tcl-dev libonig-dev autoconf automake libtool file zlib1g-dev libssl-dev \
  libffi-dev libcurl4-openssl-dev libexpat1-dev gettext
REAL_RUN = python3 tests/real/run.py --ilcc $(BUILD)/bin/ilcc --corpus $(REAL_CORPUS) --work $(REAL_WORK)
real-deps:
	@ILCC_EXTRA_PACKAGES="$(REAL_PACKAGES)" sh scripts/install-deps.sh
real: build real-deps
	$(REAL_RUN) --programs $(REAL_PROGRAMS) --levels $(REAL_LEVELS)
real-ci: build real-deps
	REAL_QUICK=1 $(REAL_RUN) --programs $(REAL_CI_PROGRAMS) --levels $(REAL_CI_LEVELS)

# The libFuzzer harnesses (tests/fuzz/README.md), built with clang 14 and the sanitizers in
# a build directory of their own; not part of make check.
FUZZ_BUILD ?= build-fuzz
fuzz-build:
	ILCC_EXTRA_PACKAGES="clang-14 libclang-rt-14-dev" sh scripts/install-deps.sh
	cmake -S . -B $(FUZZ_BUILD) -G Ninja -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 -DILCC_FUZZ=ON
	ninja -C $(FUZZ_BUILD) ilcc-fuzz-ir ilcc-pp-fuzzer fuzz-interp ilcc-sema-fuzzer ilcc-fuzz-mir-gen ilcc-fuzz-mir-parse

clean:
	rm -rf $(BUILD)
