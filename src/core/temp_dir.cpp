#include "core/temp_dir.h"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "core/error.h"

namespace jaxbench {

namespace fs = std::filesystem;

TempDir::TempDir(const std::string& prefix) {
  const char* env = std::getenv("TMPDIR");
  std::string parent = env && *env && fs::is_directory(env) ? env : "/tmp";
  std::string pattern = parent + "/" + prefix + "XXXXXX";
  if (::mkdtemp(pattern.data()) == nullptr) {
    throw Error("cannot create a temp dir under " + parent + ": " + std::strerror(errno) +
                " (set TMPDIR to a writable folder)");
  }
  path_ = pattern;
}

TempDir::~TempDir() {
  if (keep_ || path_.empty()) return;
  std::error_code ec;
  fs::remove_all(path_, ec);
  if (!ec) return;
  // The child may have left folders without write or search permission.
  for (auto it = fs::recursive_directory_iterator(path_, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (it->is_directory(ec) && !it->is_symlink(ec)) fs::permissions(it->path(), fs::perms::owner_all, ec);
  }
  fs::permissions(path_, fs::perms::owner_all, ec);
  fs::remove_all(path_, ec);
}

}  // namespace jaxbench
