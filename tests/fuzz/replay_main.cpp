// replay_main.cpp — runs a libFuzzer harness without libFuzzer: each argument is a file,
// or a directory whose files (not recursively) are run in name order. A broken contract
// aborts as it does under the fuzzer; otherwise prints how many inputs ran.
#include <algorithm>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include "support/file.h"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size);

int main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    std::error_code ec;
    if (fs::is_directory(argv[i], ec)) {
      std::vector<std::string> dir;
      for (const fs::directory_entry& e : fs::directory_iterator(argv[i]))
        if (e.is_regular_file()) dir.push_back(e.path().string());
      std::sort(dir.begin(), dir.end());
      files.insert(files.end(), dir.begin(), dir.end());
    } else {
      files.push_back(argv[i]);
    }
  }
  for (const std::string& f : files) {
    std::optional<std::string> text = ilcc::read_file(f);
    if (!text) {
      std::fprintf(stderr, "replay: cannot read '%s'\n", f.c_str());
      return 1;
    }
    LLVMFuzzerTestOneInput(reinterpret_cast<const unsigned char*>(text->data()), text->size());
  }
  std::printf("replayed %zu inputs\n", files.size());
  return 0;
}
