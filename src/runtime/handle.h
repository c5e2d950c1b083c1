// The owner of one PJRT object. Every owning runtime type (Client,
// Executable, CompiledProgram, Buffer, Event, Topology) holds one Handle: the
// C pointer, the API table it came from (the table travels with the handle,
// no globals) and the plugin function that destroys it. A Handle is
// move-only, and the object is destroyed exactly once, by the Handle that
// holds it last; a moved-from Handle holds nothing and destroys nothing.
#pragma once

#include <utility>

#include "runtime/api.h"

namespace jaxbench::runtime {

// `Destroy(api, pointer)` releases one non-null object and never throws.
template <class T, void (*Destroy)(const Api&, T*) noexcept>
class Handle {
 public:
  Handle() = default;
  Handle(Api api, T* pointer) : api_(api), pointer_(pointer) {}
  Handle(Handle&& other) noexcept : api_(other.api_), pointer_(std::exchange(other.pointer_, nullptr)) {}
  Handle& operator=(Handle&& other) noexcept {
    if (this != &other) {
      reset();
      api_ = other.api_;
      pointer_ = std::exchange(other.pointer_, nullptr);
    }
    return *this;
  }
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
  ~Handle() { reset(); }

  T* get() const { return pointer_; }
  const Api& api() const { return api_; }
  explicit operator bool() const { return pointer_ != nullptr; }

  // Destroys the object now (no-op when empty); the Handle is empty after.
  void reset() noexcept {
    if (T* pointer = std::exchange(pointer_, nullptr)) Destroy(api_, pointer);
  }

 private:
  Api api_{nullptr};
  T* pointer_ = nullptr;
};

// How each PJRT object is destroyed (handle.cpp). A failed destroy is
// swallowed: it runs in destructors, which must not throw, and it leaks one
// object at worst.
void destroy_client(const Api& api, PJRT_Client* client) noexcept;
void destroy_loaded_executable(const Api& api, PJRT_LoadedExecutable* executable) noexcept;
void destroy_executable(const Api& api, PJRT_Executable* executable) noexcept;
void destroy_buffer(const Api& api, PJRT_Buffer* buffer) noexcept;
void destroy_event(const Api& api, PJRT_Event* event) noexcept;
void destroy_topology(const Api& api, PJRT_TopologyDescription* topology) noexcept;

using ClientHandle = Handle<PJRT_Client, destroy_client>;
using LoadedExecutableHandle = Handle<PJRT_LoadedExecutable, destroy_loaded_executable>;
using ExecutableHandle = Handle<PJRT_Executable, destroy_executable>;
using BufferHandle = Handle<PJRT_Buffer, destroy_buffer>;
using EventHandle = Handle<PJRT_Event, destroy_event>;
using TopologyHandle = Handle<PJRT_TopologyDescription, destroy_topology>;

}  // namespace jaxbench::runtime
