#include "store/environment.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/files.h"
#include "core/sha256.h"

namespace jaxbench::store {

namespace {

std::string first_line(const std::string& path) {
  std::ifstream file(path);
  std::string line;
  std::getline(file, line);
  return line;
}

bool is_commit(const std::string& text) {
  if (text.size() != 40 && text.size() != 64) return false;
  return text.find_first_not_of("0123456789abcdef") == std::string::npos;
}

// A worktree's .git is a file "gitdir: PATH"; its refs live in the common
// folder named by PATH/commondir.
struct GitFolders {
  std::string git, common;
};

std::optional<GitFolders> git_folders(const std::string& root) {
  std::string dot_git = root + "/.git";
  if (is_directory(dot_git)) return GitFolders{dot_git, dot_git};
  if (!file_exists(dot_git)) return std::nullopt;
  std::string line = first_line(dot_git);
  const std::string prefix = "gitdir: ";
  if (line.rfind(prefix, 0) != 0) return std::nullopt;
  std::filesystem::path git = line.substr(prefix.size());
  if (git.is_relative()) git = std::filesystem::path(root) / git;
  std::string common = git.string();
  if (std::string relative = first_line(git.string() + "/commondir"); !relative.empty()) {
    std::filesystem::path path = relative;
    common = (path.is_relative() ? git / path : path).lexically_normal().string();
  }
  return GitFolders{git.string(), common};
}

// A ref's commit from its loose file, else from packed-refs.
std::string resolve_ref(const GitFolders& folders, const std::string& ref) {
  for (const auto& folder : {folders.git, folders.common}) {
    std::string loose = first_line(folder + "/" + ref);
    if (is_commit(loose)) return loose;
  }
  std::ifstream packed(folders.common + "/packed-refs");
  std::string line;
  while (std::getline(packed, line)) {
    size_t space = line.find(' ');
    if (space != std::string::npos && line.substr(space + 1) == ref && is_commit(line.substr(0, space))) {
      return line.substr(0, space);
    }
  }
  return "unknown";
}

}  // namespace

std::string EnvironmentInfo::hash() const {
  std::ostringstream key;
  for (const std::string* field : {&chip, &device_kind, &platform, &plugin_path, &platform_version, &libtpu_version,
                                   &jaxlib_version, &jaxbench_commit, &host}) {
    key << field->size() << ':' << *field << '\n';
  }
  return sha256_hex(key.str());
}

std::string host_name() {
  char name[256] = {};
  if (::gethostname(name, sizeof(name) - 1) != 0) return "";
  return name;
}

std::string git_commit(const std::optional<std::string>& root) {
  if (!root) return "unknown";
  std::optional<GitFolders> folders = git_folders(*root);
  if (!folders) return "unknown";
  std::string head = first_line(folders->git + "/HEAD");
  if (is_commit(head)) return head;  // a detached HEAD
  const std::string prefix = "ref: ";
  if (head.rfind(prefix, 0) != 0) return "unknown";
  return resolve_ref(*folders, head.substr(prefix.size()));
}

}  // namespace jaxbench::store
