// Serialized executables on disk, so that a later process (`jaxbench run`,
// `eval`, a fresh server) loads the suite's programs instead of compiling
// them again, as JAX's persistent compilation cache does.
//
// An entry is keyed by the SHA-256 of the module text actually compiled and
// of everything else the compiled bytes depend on (`identity`: the plugin
// file's path, size and mtime, its PJRT API version and platform version,
// the compile options). It is written atomically (temp file + rename) with a
// header holding the payload's size and SHA-256, so a truncated or altered
// file is recognised before the plugin sees it. A cache that cannot be read
// or written only costs time: a bad entry is ignored with a one-line note on
// stderr and rewritten after the compile, never an error.
//
// Where: $JAXBENCH_CACHE_DIR, else $XDG_CACHE_HOME/jaxbench, else
// ~/.cache/jaxbench; entries under executables/.
#pragma once

#include <optional>
#include <string>

#include "runtime/session.h"

namespace jaxbench::suite {

class ExecutableStore {
 public:
  // The default cache folder (see above); nullopt when none can be named.
  static std::optional<std::string> default_folder();
  // What the compiled bytes depend on besides the module text, for `session`.
  static std::string identity_of(const runtime::Session& session);

  ExecutableStore(std::string folder, std::string identity);

  // The entry's file for `code`.
  std::string path_for(const std::string& code) const;
  // The serialized executable for `code`; nullopt on a miss, or (with a
  // note on stderr and `*rejected` set) when the entry is corrupt.
  std::optional<std::string> find(const std::string& code, bool* rejected = nullptr) const;
  // Writes the entry; a failure is a note on stderr. True when written.
  bool store(const std::string& code, const std::string& serialized) const;

  const std::string& folder() const { return folder_; }

 private:
  std::string folder_;
  std::string identity_;
};

// The one-line note for a cache entry that was ignored (stderr).
void cache_note(const std::string& path, const std::string& problem);

}  // namespace jaxbench::suite
