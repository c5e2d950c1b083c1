#include "suite/executable_store.h"

#include <sys/stat.h>

#include <cstdlib>
#include <iostream>

#include "core/files.h"
#include "core/sha256.h"
#include "core/user_dirs.h"
#include "runtime/compile_options.h"

namespace jaxbench::suite {

namespace {

// First line of every entry; bump the number when the layout changes.
constexpr const char* kMagic = "jaxbench-executable 1";

// The plugin file as it is now: a rebuilt or reinstalled plugin has another
// size or mtime, so its entries are never read.
std::string file_identity(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) return path + " (unreadable)";
  return path + " size " + std::to_string(info.st_size) + " mtime " + std::to_string(info.st_mtim.tv_sec) + "." +
         std::to_string(info.st_mtim.tv_nsec);
}

}  // namespace

void cache_note(const std::string& path, const std::string& problem) {
  std::cerr << "jaxbench: ignored the compiled-program cache entry " << path << " (" << problem
            << "); compiling again and rewriting it" << std::endl;
}

std::optional<std::string> ExecutableStore::default_folder() { return user_cache_dir(); }

std::string ExecutableStore::identity_of(const runtime::Session& session) {
  const runtime::Plugin& plugin = session.plugin();
  return "plugin " + file_identity(plugin.path()) + "\napi " + std::to_string(plugin.api_major()) + "." +
         std::to_string(plugin.api_minor()) + "\nplatform " + session.client().platform_name() + " " +
         session.client().platform_version() + "\ndevice " + session.device().kind() + "\ncompile options " +
         sha256_hex(runtime::single_device_compile_options());
}

ExecutableStore::ExecutableStore(std::string folder, std::string identity)
    : folder_(std::move(folder)), identity_(std::move(identity)) {}

std::string ExecutableStore::path_for(const std::string& code) const {
  return folder_ + "/executables/" + sha256_hex(identity_ + "\n" + sha256_hex(code)) + ".pjrt";
}

std::optional<std::string> ExecutableStore::find(const std::string& code, bool* rejected) const {
  std::string path = path_for(code);
  if (!file_exists(path)) return std::nullopt;
  auto reject = [&](const std::string& problem) -> std::optional<std::string> {
    cache_note(path, problem);
    if (rejected) *rejected = true;
    return std::nullopt;
  };
  std::string entry;
  try {
    entry = read_file(path);
  } catch (const std::exception& error) {
    return reject(error.what());
  }
  // Header: magic, payload sha256, payload size, one line each.
  size_t first = entry.find('\n');
  size_t second = first == std::string::npos ? first : entry.find('\n', first + 1);
  size_t third = second == std::string::npos ? second : entry.find('\n', second + 1);
  if (third == std::string::npos || entry.compare(0, first, kMagic) != 0) return reject("not a jaxbench entry");
  std::string digest = entry.substr(first + 1, second - first - 1);
  std::string size_text = entry.substr(second + 1, third - second - 1);
  std::string payload = entry.substr(third + 1);
  if (size_text != std::to_string(payload.size())) return reject("truncated");
  if (sha256_hex(payload) != digest) return reject("checksum mismatch");
  return payload;
}

bool ExecutableStore::store(const std::string& code, const std::string& serialized) const {
  std::string path = path_for(code);
  try {
    make_directories(folder_ + "/executables");
    write_file_atomic(path, std::string(kMagic) + "\n" + sha256_hex(serialized) + "\n" +
                                std::to_string(serialized.size()) + "\n" + serialized);
    return true;
  } catch (const std::exception& error) {
    std::cerr << "jaxbench: could not write the compiled-program cache entry " << path << ": " << error.what()
              << " (the next run compiles again)" << std::endl;
    return false;
  }
}

}  // namespace jaxbench::suite
