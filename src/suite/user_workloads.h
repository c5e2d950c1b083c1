// A user's own workloads on disk (jaxbench workload add/remove): the source
// files an op is made of and their content hash, where they go, and the
// atomic install that puts an exported op in place (or leaves the folder as
// it was). The sandboxed validation and export is candidate/workload_add.h.
#pragma once

#include <map>
#include <string>

namespace jaxbench::suite {

// The files that make an op: every *.py beside its workload.py (what
// workload.py can import from its folder), by name. Throws jaxbench::Error
// naming the path when the file is missing, not workload.py, or the folder
// holds no readable .py files.
struct WorkloadSource {
  std::string folder;                        // absolute
  std::string id;                            // the folder's name
  std::map<std::string, std::string> files;  // "workload.py" -> its text, sorted by name
  std::string content_sha256;                // of every file's name and text, in that order
};
WorkloadSource read_workload_source(const std::string& workload_py);

// The folder user workloads go into: `asked` when given, else
// user_workloads_dir(); throws when neither is known.
std::string user_workloads_target(const std::string& asked);

// Refuses (jaxbench::Error, one line with the fix) before anything runs:
// an id that is not a user id or is a suite/levels workload's (`taken_by`:
// the id it collides with, "" when none), an existing <dir>/<id> without
// `replace`, a folder that cannot be written. Creates nothing.
void check_user_target(const std::string& dir, const std::string& id, const std::string& taken_by, bool replace);

// Puts `files` (relative path -> bytes) in place as <dir>/<id>: written into
// a hidden sibling folder first, then renamed over; an existing folder is
// moved aside and removed only once the new one is in place.
void install_user_workload(const std::string& dir, const std::string& id,
                           const std::map<std::string, std::string>& files);

// Removes <dir>/<id> (renamed aside first, so a reader never sees half).
void remove_user_workload(const std::string& dir, const std::string& id);

}  // namespace jaxbench::suite
