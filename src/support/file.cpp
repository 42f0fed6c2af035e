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

namespace {

// Follows `path` through symbolic links (relative targets are relative to the link's
// directory) to the name of the file it finally stands for, which may not exist yet.
// False with errno set (ELOOP after 40 links, as the kernel counts).
bool final_target(std::string& path, struct stat& st, bool& exists) {
  for (int links = 0; links <= 40; ++links) {
    if (::lstat(path.c_str(), &st) != 0) {
      if (errno != ENOENT) return false;
      exists = false;
      return true;
    }
    if (!S_ISLNK(st.st_mode)) {
      exists = true;
      return true;
    }
    std::string target(size_t(st.st_size > 0 ? st.st_size : 255) + 1, '\0');
    ssize_t n;
    while ((n = ::readlink(path.c_str(), target.data(), target.size())) == ssize_t(target.size()))
      target.resize(target.size() * 2);
    if (n < 0) return false;
    target.resize(size_t(n));
    size_t slash = path.rfind('/');
    path = target[0] == '/' || slash == std::string::npos ? target : path.substr(0, slash + 1) + target;
  }
  errno = ELOOP;
  return false;
}

// Writes into an existing file that is not a regular file (device, FIFO, socket).
bool write_in_place(const std::string& path, std::string_view data) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
  if (fd < 0) return false;
  bool ok = write_all(fd, data);
  int e = errno;
  if (::close(fd) != 0 && ok) return false;
  errno = e;
  return ok;
}

// Writes a regular file through a temporary beside it and a rename. An existing file's
// permission bits carry over to its replacement.
bool write_by_rename(const std::string& path, std::string_view data, const struct stat* old) {
  std::string tmp;
  int fd = -1;
  for (int attempt = 0; fd < 0 && attempt < 100; ++attempt) {
    tmp = path + ".ilcc-tmp-" + std::to_string(::getpid()) + "-" + std::to_string(attempt);
    fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd < 0 && errno != EEXIST) return false;
  }
  if (fd < 0) return false;
  bool ok = write_all(fd, data) && (!old || ::fchmod(fd, old->st_mode & 07777) == 0);
  int e = errno;
  ok = (::close(fd) == 0) && ok;
  if (ok && ::rename(tmp.c_str(), path.c_str()) == 0) return true;
  e = errno ? errno : e;
  ::unlink(tmp.c_str());
  errno = e;
  return false;
}

} // namespace

bool write_file_atomic(const std::string& path, std::string_view data) {
  if (path == "-") return write_all(1, data);
  std::string target = path;
  struct stat st;
  bool exists = false;
  errno = 0;
  if (!final_target(target, st, exists)) return false;
  if (!exists) return write_by_rename(target, data, nullptr);
  if (S_ISDIR(st.st_mode)) {
    errno = EISDIR;
    return false;
  }
  if (!S_ISREG(st.st_mode)) return write_in_place(target, data);
  // As with gcc, a file we may not write is an error, even though replacing it would work.
  if (::access(target.c_str(), W_OK) != 0) return false;
  return write_by_rename(target, data, &st);
}

bool StagedOutput::open(const std::string& path, const std::string& tmpdir) {
  discard();
  target_ = path;
  struct stat st;
  bool exists = false;
  copy_ = path == "-";
  if (!copy_) {
    errno = 0;
    if (!final_target(target_, st, exists)) return false;
    if (exists && S_ISDIR(st.st_mode)) {
      errno = EISDIR;
      return false;
    }
    copy_ = exists && !S_ISREG(st.st_mode);
  }
  // A fresh name, reserved with O_EXCL: beside the target, or in tmpdir for a copy.
  std::string base = copy_ ? (tmpdir.empty() ? std::string("/tmp") : tmpdir) + "/ilcc-out" : target_;
  for (int attempt = 0; attempt < 100; ++attempt) {
    std::string name = base + ".ilcc-tmp-" + std::to_string(::getpid()) + "-" + std::to_string(attempt);
    int fd = ::open(name.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    if (fd >= 0) {
      ::close(fd);
      temp_ = name;
      return true;
    }
    if (errno != EEXIST) return false;
  }
  return false;
}

bool StagedOutput::commit() {
  if (temp_.empty()) {
    errno = ENOENT;
    return false;
  }
  bool ok;
  if (copy_) {
    std::optional<std::string> data = read_file(temp_);
    ok = data && write_file_atomic(target_, *data);
  } else {
    ok = ::rename(temp_.c_str(), target_.c_str()) == 0;
  }
  int e = errno;
  discard();
  errno = e;
  return ok;
}

void StagedOutput::discard() {
  if (temp_.empty()) return;
  int e = errno;
  ::unlink(temp_.c_str());
  temp_.clear();
  errno = e;
}

} // namespace ilcc
