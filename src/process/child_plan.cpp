// The supervisor's plan as the child's plain pointers (sandbox_plan.h), and the
// names of the child's start-up stages: shared by supervise_process and SandboxedService.
#include <unistd.h>

#include "process/sandbox_child.h"
#include "process/sandbox_plan.h"

namespace jaxbench::process::detail {

// The child's side of the plan, as plain pointers into `plan` and `c_*`
// (prepared before fork: the child may not allocate).
ChildPlan child_plan(const ProcessPlan& plan, std::vector<char*>& c_args, std::vector<char*>& c_env,
                     std::vector<const char*>& c_ro, const std::string& uid_map, const std::string& gid_map) {
  ChildPlan child{};
  child.program = plan.program.c_str();
  child.argv = c_args.data();
  child.envp = c_env.data();
  child.work_dir = plan.work_dir.c_str();
  child.parent_pid = ::getpid();
  child.isolate_network = plan.isolate_network;
  child.isolate_pids = plan.isolate_pids;
  child.read_only_paths = c_ro.data();
  child.read_only_count = c_ro.size();
  child.rebind_work_dir = plan.rebind_work_dir;
  child.root = plan.root;
  child.uid_map = uid_map.c_str();
  child.gid_map = gid_map.c_str();
  child.address_space = plan.address_space_bytes;
  child.cpu_seconds = plan.cpu_seconds;
  child.file_size = plan.file_size_bytes;
  child.max_processes = plan.max_processes;
  child.max_processes_shared = plan.max_processes_shared;
  return child;
}

std::vector<char*> c_strings(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (auto& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

// What the child was doing when it reported a failure (its Stage), for the
// parent's one-line "cannot start" message.
const char* stage_name(int32_t stage) {
  switch (stage) {
    case kStageFds:
      return "setting up stdin/stdout/stderr";
    case kStageUidMap:
      return "writing the user namespace's uid/gid map";
    case kStageChdir:
      return "entering the work dir";
    case kStageRlimit:
      return "setting resource limits";
    case kStageFork:
      return "forking inside the PID namespace";
    case kStageExec:
      return "exec";
    case kStageOldRoot:
      return "detaching the judge's filesystem from the minimal root";
    default:
      return "starting";
  }
}

}  // namespace jaxbench::process::detail
