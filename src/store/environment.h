// The machine a verdict was judged on, as the store keeps it: one row per
// distinct environment, found again by a hash of its fields.
#pragma once

#include <optional>
#include <string>

namespace jaxbench::store {

struct EnvironmentInfo {
  std::string chip, device_kind, platform, plugin_path, platform_version;
  std::string libtpu_version, jaxlib_version;  // "" when unknown
  std::string jaxbench_commit = "unknown";
  std::string host;

  // sha256 over every field, each length-prefixed so no two differ only in
  // where one field ends.
  std::string hash() const;
};

// This machine's host name ("" if it has none).
std::string host_name();

// The commit HEAD names in the git checkout at `root` (its .git folder, or
// the .git file of a worktree), read from the files git writes; "unknown"
// when `root` is not a checkout. Uncommitted changes are not detected.
std::string git_commit(const std::optional<std::string>& root);

}  // namespace jaxbench::store
