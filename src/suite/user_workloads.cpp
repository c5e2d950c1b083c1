#include "suite/user_workloads.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

#include "core/error.h"
#include "core/files.h"
#include "core/sha256.h"
#include "core/user_dirs.h"
#include "suite/registry.h"
#include "suite/workload_id.h"

namespace jaxbench::suite {

namespace fs = std::filesystem;

namespace {

// An op's source is a few small Python files; a bigger one is data, not code.
constexpr uintmax_t kMaxSourceFileBytes = 4u << 20;

// The nearest folder that exists at or above `path`: where a new folder would be created.
fs::path existing_ancestor(fs::path path) {
  std::error_code ec;
  while (!path.empty() && !fs::exists(path, ec)) path = path.parent_path();
  return path.empty() ? fs::path(".") : path;
}

// Whether this process can create a file in `folder`, tried for real (a
// probe file made and removed): the permission bits do not say it for root
// or on a read-only mount.
bool can_write(const fs::path& folder, std::string* why) {
  std::string probe = (folder / ".jaxbench-write-probe-XXXXXX").string();
  int fd = ::mkstemp(probe.data());
  if (fd < 0) {
    *why = std::strerror(errno);
    return false;
  }
  ::close(fd);
  ::unlink(probe.c_str());
  return true;
}

std::string aside_name(const std::string& dir, const std::string& id, const char* what) {
  return dir + "/." + id + "." + what + "-" + std::to_string(::getpid());
}

}  // namespace

WorkloadSource read_workload_source(const std::string& workload_py) {
  std::error_code ec;
  fs::path file = fs::absolute(workload_py, ec).lexically_normal();
  if (fs::is_directory(file, ec)) file /= "workload.py";
  if (file.filename() != "workload.py") {
    throw Error(workload_py +
                " is not a workload.py: pass the op's PATH/workload.py (jaxbench workload new NAME writes one)");
  }
  if (!fs::is_regular_file(file, ec)) throw Error(file.string() + " not found: pass the op's PATH/workload.py");
  WorkloadSource source;
  source.folder = file.parent_path().string();
  source.id = file.parent_path().filename().string();
  for (const auto& item : fs::directory_iterator(file.parent_path())) {
    if (!item.is_regular_file() || item.path().extension() != ".py") continue;
    if (item.file_size() > kMaxSourceFileBytes) {
      throw Error(item.path().string() +
                  " is larger than 4 MiB: keep data out of the op's folder (draw it in make_inputs)");
    }
    source.files[item.path().filename().string()] = read_file(item.path().string());
  }
  std::string hashed;
  for (const auto& [name, text] : source.files) hashed += name + '\0' + std::to_string(text.size()) + '\0' + text;
  source.content_sha256 = sha256_hex(hashed);
  return source;
}

std::string user_workloads_target(const std::string& asked) {
  if (!asked.empty()) return fs::absolute(asked).lexically_normal().string();
  auto dir = user_workloads_dir();
  if (!dir) throw Error("no folder for your workloads: set JAXBENCH_WORKLOADS or HOME, or pass --workloads DIR");
  return *dir;
}

void check_user_target(const std::string& dir, const std::string& id, const std::string& taken_by, bool replace) {
  if (!taken_by.empty()) {
    throw Error("the id '" + id + "' is taken by the suite's workload " + taken_by +
                ": rename the op's folder (its name is the id)");
  }
  if (!parse_workload_id(id, Tier::user)) {
    throw Error("the folder name '" + id +
                "' is not a workload id: rename the folder to a letter followed by letters, digits or '_' (e.g. "
                "gla_chunk), not of the form 12p_Name or l1_019_Name");
  }
  for (const std::string& word : suite_names()) {
    if (id == word) throw Error("the id '" + id + "' is a suite's name: rename the op's folder");
  }
  std::error_code ec;
  if (fs::exists(fs::path(dir) / id, ec) && !replace) {
    throw Error(dir + "/" + id +
                " already exists: pass --replace to replace it (its old results stay, under its old "
                "content hash), or remove it with jaxbench workload remove " +
                id);
  }
  fs::path where = existing_ancestor(dir);
  std::string why;
  if (!fs::is_directory(where, ec) || !can_write(where, &why)) {
    throw Error("cannot write into " + dir + " (" + (why.empty() ? where.string() + " is not a folder" : why) +
                "): pass --workloads DIR for a folder you can write, or set JAXBENCH_WORKLOADS");
  }
}

void install_user_workload(const std::string& dir, const std::string& id,
                           const std::map<std::string, std::string>& files) {
  make_directories(dir);
  std::string staging = aside_name(dir, id, "tmp-add");
  std::error_code ec;
  fs::remove_all(staging, ec);
  try {
    for (const auto& [relative, bytes] : files) {
      fs::path path = fs::path(staging) / relative;
      make_directories(path.parent_path().string());
      write_file_atomic(path.string(), bytes);
    }
  } catch (...) {
    fs::remove_all(staging, ec);
    throw;
  }
  std::string target = dir + "/" + id;
  std::string old = aside_name(dir, id, "old");
  bool had_old = fs::exists(target, ec);
  if (had_old) fs::rename(target, old);
  fs::rename(staging, target, ec);
  if (ec) {
    if (had_old) fs::rename(old, target);
    fs::remove_all(staging);
    throw Error("cannot move the exported op into " + target + ": " + ec.message());
  }
  if (had_old) fs::remove_all(old, ec);
}

void remove_user_workload(const std::string& dir, const std::string& id) {
  std::string target = dir + "/" + id;
  std::error_code ec;
  if (!fs::exists(target + "/workload.py", ec)) {
    throw Error("no workload '" + id + "' in " + dir + " (jaxbench workload list shows yours)");
  }
  std::string aside = aside_name(dir, id, "removed");
  fs::rename(target, aside, ec);
  if (ec) throw Error("cannot remove " + target + ": " + ec.message());
  fs::remove_all(aside, ec);
}

}  // namespace jaxbench::suite
