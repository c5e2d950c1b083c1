// The child's minimal root (sandbox_child.h: enter_minimal_root). Like the
// rest of the child's side it runs between fork and exec: system calls only.
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <initializer_list>

#include "process/sandbox_child.h"

namespace jaxbench::process::detail {

namespace {

bool refused(int rep, int32_t where) {
  report_to_parent(rep, kRootFailed, where, errno);
  return false;
}

bool make_mount_point_file(const char* path) {
  int fd = ::open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd < 0) return errno == EEXIST;
  ::close(fd);
  return true;
}

bool run_step(const RootStep& step) {
  switch (step.kind) {
    case kMakeDir:
      return ::mkdir(step.target, 0755) == 0 || errno == EEXIST;
    case kMakeFile:
      return make_mount_point_file(step.target);
    case kMakeSymlink:
      return ::symlink(step.source, step.target) == 0 || errno == EEXIST;
    case kBindReadOnly:
      return ::mount(step.source, step.target, nullptr, MS_BIND | MS_REC, nullptr) == 0 &&
             make_read_only_recursive(step.target);
    case kBindWritable:
      return ::mount(step.source, step.target, nullptr, MS_BIND, nullptr) == 0;
    default:
      errno = EINVAL;
      return false;
  }
}

// Field `index` (1-based, counted after the command name's closing paren as
// field 3) of /proc/self/stat, parsed by hand: no allocation here.
unsigned long stat_field(const char* text, ssize_t size, int index) {
  ssize_t at = size - 1;
  while (at >= 0 && text[at] != ')') --at;
  int field = 2;
  unsigned long value = 0;
  for (ssize_t i = at + 1; i < size && field <= index; ++i) {
    if (text[i] == ' ') {
      ++field;
      value = 0;
    } else if (field == index && text[i] >= '0' && text[i] <= '9') {
      value = value * 10 + static_cast<unsigned long>(text[i] - '0');
    }
  }
  return value;
}

}  // namespace

void blank_inherited_command_line() {
  char text[1024];
  int fd = ::open("/proc/self/stat", O_RDONLY | O_CLOEXEC);
  if (fd < 0) return;
  ssize_t size = ::read(fd, text, sizeof text);
  ::close(fd);
  if (size <= 0) return;
  // arg_start, arg_end, env_start, env_end: this forked copy's own pages.
  for (int first : {48, 50}) {
    unsigned long start = stat_field(text, size, first), end = stat_field(text, size, first + 1);
    if (start != 0 && end > start) std::memset(reinterpret_cast<void*>(start), 0, end - start);
  }
}

bool enter_minimal_root(const ChildPlan& plan, int rep, bool mount_proc) {
  const RootPlan& root = *plan.root;
  // Private first, so nothing mounted here propagates back to the judge's namespace.
  if (::mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) return refused(rep, kRootPrivate);
  if (::mount("tmpfs", root.new_root, "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755,size=1m") != 0) {
    return refused(rep, kRootTmpfs);
  }
  for (size_t i = 0; i < root.step_count; ++i) {
    if (!run_step(root.steps[i])) return refused(rep, static_cast<int32_t>(i));
  }
  // Mounted while the host's /proc is still in view: a user namespace may
  // mount a proc only where a full one is already visible.
  bool proc = mount_proc && ::mount("proc", root.proc_dir, "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) == 0;
  if (mount_proc && !proc) report_to_parent(rep, kRootFailed, kRootProc, errno);
  if (::syscall(SYS_pivot_root, root.new_root, root.old_root) != 0) return refused(rep, kRootPivot);
  if (::chdir("/") != 0 || ::umount2(kOldRootName, MNT_DETACH) != 0) {
    report_to_parent(rep, kFailure, kStageOldRoot, errno);
    ::_exit(127);
  }
  ::rmdir(kOldRootName);
  // The tmpfs itself read-only too: the child writes only its work dir.
  ::mount(nullptr, "/", nullptr, MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV, nullptr);
  report_to_parent(rep, kRootBuilt, proc ? 1 : 0, 0);
  return true;
}

}  // namespace jaxbench::process::detail
