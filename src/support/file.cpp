#include "support/file.h"

#include <cerrno>
#include <cstdio>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ilcc {

std::optional<std::string> read_file(const std::string& path) {
  int fd = path == "-" ? 0 : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return std::nullopt;
  std::string data;
  struct stat st;
  if (::fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
    if (fd != 0) ::close(fd);
    errno = EISDIR;
    return std::nullopt;
  }
  if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) data.reserve(size_t(st.st_size) + 1);
  char buf[65536];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      int e = errno;
      if (fd != 0) ::close(fd);
      errno = e;
      return std::nullopt;
    }
    if (n == 0) break;
    data.append(buf, size_t(n));
  }
  if (fd != 0) ::close(fd);
  return data;
}

static bool write_all(int fd, std::string_view data) {
  while (!data.empty()) {
    ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    data.remove_prefix(size_t(n));
  }
  return true;
}

bool write_file_atomic(const std::string& path, std::string_view data) {
  if (path == "-") return write_all(1, data);
  std::string tmp = path + ".ilcc-tmp-" + std::to_string(::getpid());
  int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) return false;
  bool ok = write_all(fd, data);
  int e = errno;
  ok = (::close(fd) == 0) && ok;
  if (ok && ::rename(tmp.c_str(), path.c_str()) == 0) return true;
  e = errno ? errno : e;
  ::unlink(tmp.c_str());
  errno = e;
  return false;
}

} // namespace ilcc
