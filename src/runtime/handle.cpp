#include "runtime/handle.h"

namespace jaxbench::runtime {

namespace {

// Calls one PJRT *_Destroy function through the gate (so an old plugin that
// lacks it, or a destroy that fails, is an error we can drop, not a crash).
template <class Args>
void destroy_quietly(const Api& api, PJRT_Error* (*PJRT_Api::*slot)(Args*), const char* name, Args& args) noexcept {
  try {
    api.call(slot, name, &args);
  } catch (...) {
    // Destroying runs in destructors; at worst one object leaks.
  }
}

}  // namespace

void destroy_client(const Api& api, PJRT_Client* client) noexcept {
  auto args = JAXBENCH_ARGS(PJRT_Client_Destroy_Args, client);
  args.client = client;
  destroy_quietly(api, &PJRT_Api::PJRT_Client_Destroy, "PJRT_Client_Destroy", args);
}

void destroy_loaded_executable(const Api& api, PJRT_LoadedExecutable* executable) noexcept {
  auto args = JAXBENCH_ARGS(PJRT_LoadedExecutable_Destroy_Args, executable);
  args.executable = executable;
  destroy_quietly(api, &PJRT_Api::PJRT_LoadedExecutable_Destroy, "PJRT_LoadedExecutable_Destroy", args);
}

void destroy_executable(const Api& api, PJRT_Executable* executable) noexcept {
  auto args = JAXBENCH_ARGS(PJRT_Executable_Destroy_Args, executable);
  args.executable = executable;
  destroy_quietly(api, &PJRT_Api::PJRT_Executable_Destroy, "PJRT_Executable_Destroy", args);
}

void destroy_buffer(const Api& api, PJRT_Buffer* buffer) noexcept {
  auto args = JAXBENCH_ARGS(PJRT_Buffer_Destroy_Args, buffer);
  args.buffer = buffer;
  destroy_quietly(api, &PJRT_Api::PJRT_Buffer_Destroy, "PJRT_Buffer_Destroy", args);
}

void destroy_event(const Api& api, PJRT_Event* event) noexcept {
  auto args = JAXBENCH_ARGS(PJRT_Event_Destroy_Args, event);
  args.event = event;
  destroy_quietly(api, &PJRT_Api::PJRT_Event_Destroy, "PJRT_Event_Destroy", args);
}

void destroy_topology(const Api& api, PJRT_TopologyDescription* topology) noexcept {
  auto args = JAXBENCH_ARGS(PJRT_TopologyDescription_Destroy_Args, topology);
  args.topology = topology;
  destroy_quietly(api, &PJRT_Api::PJRT_TopologyDescription_Destroy, "PJRT_TopologyDescription_Destroy", args);
}

}  // namespace jaxbench::runtime
