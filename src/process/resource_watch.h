// The sandbox's bounds on a child's disk and processes that no rlimit
// states whole: RLIMIT_FSIZE bounds one file, not a directory of them, and
// RLIMIT_NPROC stops the fork past the bound without telling anyone. So the
// supervisor also watches: the bytes stored under the child's work dir (its
// only writable place in the minimal root; its TMPDIR and HOME everywhere)
// and the tasks of its process tree, each checked every few ticks; past
// either, the whole group is killed and the result names the bound.
//
// Why no tmpfs of a fixed size: the judge reads the module back from the work
// dir after the child exits, and a tmpfs mounted in the child's namespace
// dies with it. Why not a pids cgroup: it needs a delegated cgroup, which an
// unprivileged judge rarely has. The kernel's own bound is the rlimit; the
// watch turns reaching it into a clear verdict.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <string>

namespace jaxbench::process::detail {

// Tasks (processes and their threads: the kernel's RLIMIT_NPROC counts
// both) of `root` and everything below it; 0 when it is gone.
uint64_t tree_task_count(pid_t root);

// What is left to read of an open /proc file, or false when reading fails:
// a process that exits between the open and the read makes read() fail with
// ESRCH, which the watch must take as "gone", never as an error (a stream's
// istreambuf_iterator threw there, from libstdc++'s filebuf).
bool read_proc_text(int fd, std::string* text);

// Tasks of every process whose real uid is `uid`, what RLIMIT_NPROC counts
// outside a user namespace of the child's own.
uint64_t user_task_count(uid_t uid);

// Bytes allocated to the files under `dir` (st_blocks, so a sparse file
// counts what it stores), not crossing into other mounts.
uint64_t dir_usage_bytes(const std::string& dir);

enum class Breach { none, disk, processes };

// Which bound (0 = none) the child has reached, disk checked first.
Breach check_bounds(pid_t root, const std::string& dir, uint64_t disk_bytes, uint64_t max_tasks);

// The verdict's words: "wrote more than the 256 MiB disk limit ..." etc.
std::string breach_message(Breach breach, uint64_t disk_bytes, uint64_t max_tasks);

}  // namespace jaxbench::process::detail
