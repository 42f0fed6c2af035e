# ilcc — the two commands a newcomer needs:
#   make         install missing build dependencies, build, run the bundled demo
#   make check   build and run every test
BUILD ?= build
CMAKE_FLAGS ?=
LIT := python3 /usr/lib/llvm-14/build/utils/lit/lit.py

.PHONY: all deps configure build demo check unit lit pp-check clean

all: demo

deps:
	@sh scripts/install-deps.sh

$(BUILD)/build.ninja: | deps
	cmake -S . -B $(BUILD) -G Ninja $(CMAKE_FLAGS)

configure: $(BUILD)/build.ninja

build: configure
	ninja -C $(BUILD)

demo: build
	@echo "== demo: examples/demo.ir run by ilcc-run =="
	$(BUILD)/bin/ilcc-run examples/demo.ir

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
	  --expect-count 3600 tests/pp/all-headers.c tests/pp/cases \
	  $(TORTURE)/gcc.c-torture/execute $(TORTURE)/gcc.c-torture/compile

check: unit lit pp-check

clean:
	rm -rf $(BUILD)
