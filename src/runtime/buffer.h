// An owned device buffer (PJRT_Buffer). Move-only.
#pragma once

#include <memory>

#include "core/host_array.h"
#include "runtime/event.h"
#include "runtime/handle.h"

namespace jaxbench::runtime {

class Buffer {
 public:
  Buffer() = default;
  Buffer(Api api, PJRT_Buffer* buffer) : buffer_(api, buffer) {}

  PJRT_Buffer* get() const { return buffer_.get(); }
  bool valid() const { return static_cast<bool>(buffer_); }

  DType dtype() const;
  Shape shape() const;
  // Waits until the buffer's contents are computed (or failed).
  void await_ready() const;
  // Copies to the host (dense, row-major) and waits for the copy.
  HostArray to_host() const;
  void reset() { buffer_.reset(); }

 private:
  const Api& api() const { return buffer_.api(); }
  BufferHandle buffer_;
};

}  // namespace jaxbench::runtime
