// process.cpp — finding and running programs, temporary files and their removal.
#include "driver/process.h"

#include <atomic>
#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <mutex>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace ilcc {

namespace {
// The registered files, twice: as strings for the normal cleanup, and as C strings in
// fixed slots that a signal handler can walk without allocating or locking.
constexpr size_t kSignalSlots = 4096;
std::atomic<char*> g_slots[kSignalSlots];
std::mutex g_mutex;
std::vector<std::string>& registered() {
  static std::vector<std::string> files;
  return files;
}

void on_fatal_signal(int sig) {
  for (std::atomic<char*>& slot : g_slots)
    if (char* p = slot.load()) ::unlink(p);
  // SA_RESETHAND restored the default action: the signal ends the process as it would have.
  ::raise(sig);
}
} // namespace

void install_cleanup_handlers() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) {
      struct sigaction old;
      if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue; // nohup &c.
      struct sigaction sa;
      std::memset(&sa, 0, sizeof sa);
      sa.sa_handler = on_fatal_signal;
      sa.sa_flags = SA_RESETHAND;
      sigemptyset(&sa.sa_mask);
      ::sigaction(sig, &sa, nullptr);
    }
  });
}

std::string temp_dir() {
  const char* t = std::getenv("TMPDIR");
  std::string dir = t && *t ? t : "/tmp";
  while (dir.size() > 1 && dir.back() == '/') dir.pop_back();
  return dir;
}

void register_temp_file(const std::string& path) {
  install_cleanup_handlers();
  std::lock_guard<std::mutex> lock(g_mutex);
  registered().push_back(path);
  char* copy = ::strdup(path.c_str());
  for (std::atomic<char*>& slot : g_slots) {
    char* expected = nullptr;
    if (slot.compare_exchange_strong(expected, copy)) return;
  }
  std::free(copy); // more than kSignalSlots files at once: still removed at the end
}

void forget_temp_file(const std::string& path) {
  std::lock_guard<std::mutex> lock(g_mutex);
  std::vector<std::string>& files = registered();
  for (size_t i = 0; i < files.size(); ++i)
    if (files[i] == path) {
      files.erase(files.begin() + long(i));
      break;
    }
  for (std::atomic<char*>& slot : g_slots) {
    char* p = slot.load();
    if (p && path == p) {
      slot.store(nullptr);
      std::free(p);
      return;
    }
  }
}

void remove_temp_files() {
  std::vector<std::string> files;
  {
    std::lock_guard<std::mutex> lock(g_mutex);
    files = registered();
  }
  for (const std::string& f : files) {
    ::unlink(f.c_str());
    forget_temp_file(f);
  }
}

std::string make_temp_file(const std::string& suffix, Diagnostics& diag) {
  install_cleanup_handlers();
  std::string dir = temp_dir();
  std::string name = dir + "/ilcc-XXXXXX" + suffix;
  // Block the cleanup signals between creating the file and registering it.
  sigset_t block, old;
  sigemptyset(&block);
  for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaddset(&block, sig);
  pthread_sigmask(SIG_BLOCK, &block, &old);
  int fd = ::mkostemps(name.data(), int(suffix.size()), O_CLOEXEC);
  int e = errno;
  if (fd >= 0) {
    ::close(fd);
    register_temp_file(name);
  }
  pthread_sigmask(SIG_SETMASK, &old, nullptr);
  if (fd < 0) {
    diag.error({}, format("cannot create a temporary file in '%s': %s (set TMPDIR to a writable directory)",
                          dir.c_str(), std::strerror(e)));
    return "";
  }
  return name;
}

std::string find_program(const std::string& name, const std::vector<std::string>& prefixes) {
  auto executable = [](const std::string& p) {
    struct stat st;
    return ::stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode) && ::access(p.c_str(), X_OK) == 0;
  };
  if (name.find('/') != std::string::npos) return executable(name) ? name : "";
  for (const std::string& dir : prefixes) {
    // A -B directory, with or without its trailing '/' (gcc's other form, a prefix of
    // file names such as -B/opt/x86_64-linux-gnu-, is not supported).
    std::string p = dir;
    if (!p.empty() && p.back() != '/') p += '/';
    p += name;
    if (executable(p)) return p;
  }
  const char* path = std::getenv("PATH");
  std::string list = path ? path : "/usr/local/bin:/usr/bin:/bin";
  for (size_t b = 0; b <= list.size();) {
    size_t e = list.find(':', b);
    if (e == std::string::npos) e = list.size();
    std::string p = e > b ? list.substr(b, e - b) : std::string(".");
    p += '/';
    p += name;
    if (executable(p)) return p;
    b = e + 1;
  }
  return "";
}

std::string command_line_text(const std::vector<std::string>& argv, bool quote) {
  std::string out;
  for (const std::string& a : argv) {
    out += ' ';
    bool plain = !a.empty();
    for (char c : a)
      if (!(std::isalnum(static_cast<unsigned char>(c)) || std::strchr("-_./+,:@%", c))) plain = false;
    if (!quote || plain) {
      out += a;
      continue;
    }
    out += '"';
    for (char c : a) {
      if (c == '"' || c == '\\') out += '\\';
      out += c;
    }
    out += '"';
  }
  return out;
}

bool run_program(const std::vector<std::string>& argv, const std::string& tool, Diagnostics& diag) {
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  std::fflush(stdout);
  std::fflush(stderr);
  pid_t pid;
  int err = ::posix_spawn(&pid, argv[0].c_str(), nullptr, nullptr, args.data(), environ);
  if (err != 0) {
    diag.error({}, format("cannot run '%s': %s", argv[0].c_str(), std::strerror(err)));
    return false;
  }
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) {
      diag.error({}, format("waiting for %s: %s", tool.c_str(), std::strerror(errno)));
      return false;
    }
  }
  if (WIFEXITED(status) && WEXITSTATUS(status) == 0) return true;
  if (WIFEXITED(status))
    diag.error({}, format("%s returned %d exit status", tool.c_str(), WEXITSTATUS(status)));
  else if (WIFSIGNALED(status))
    diag.error({}, format("%s terminated by signal %d (%s)", tool.c_str(), WTERMSIG(status), strsignal(WTERMSIG(status))));
  else
    diag.error({}, format("%s failed", tool.c_str()));
  return false;
}

} // namespace ilcc
