#include "core/files.h"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/error.h"

namespace jaxbench {

std::string read_file(const std::string& path) {
  // A folder opens as a stream but reads as nothing: say so instead of
  // returning an empty "file".
  if (is_directory(path)) throw Error("cannot read " + path + ": " + std::strerror(EISDIR));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot read " + path + ": " + std::strerror(errno));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw Error("cannot read " + path + ": I/O error");
  return buffer.str();
}

void write_file_atomic(const std::string& path, const std::string& contents) {
  std::string temp = path + ".tmp-" + std::to_string(::getpid());
  FILE* file = std::fopen(temp.c_str(), "wb");
  if (file == nullptr) {
    throw Error("cannot write " + path + ": " + std::strerror(errno) +
                " (check that the folder exists and is writable)");
  }
  size_t written = std::fwrite(contents.data(), 1, contents.size(), file);
  int flush_failed = std::fflush(file);
  int saved_errno = errno;
  int close_failed = std::fclose(file);
  if (written != contents.size() || flush_failed != 0 || close_failed != 0) {
    std::remove(temp.c_str());
    throw Error("cannot write " + path + ": " + std::strerror(saved_errno ? saved_errno : EIO) +
                " (is the disk full?)");
  }
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    saved_errno = errno;
    std::remove(temp.c_str());
    throw Error("cannot write " + path + ": " + std::strerror(saved_errno));
  }
}

bool file_exists(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec);
}

bool is_directory(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_directory(path, ec);
}

void make_directories(const std::string& path) {
  std::error_code ec;
  std::filesystem::create_directories(path, ec);
  if (ec) throw Error("cannot create folder " + path + ": " + ec.message());
}

}  // namespace jaxbench
