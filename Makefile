# ilcc — the two commands a newcomer needs:
#   make         install missing build dependencies, build, run the bundled demo
#   make check   build and run every test
BUILD ?= build
CMAKE_FLAGS ?=
LIT := python3 /usr/lib/llvm-14/build/utils/lit/lit.py

.PHONY: all deps configure build demo check unit lit clean

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

check: unit lit

clean:
	rm -rf $(BUILD)
