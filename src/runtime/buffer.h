// An owned device buffer (PJRT_Buffer). Move-only.
#pragma once

#include <memory>

#include "runtime/event.h"
#include "core/host_array.h"

namespace jaxbench::runtime {

class Buffer {
 public:
  Buffer() = default;
  Buffer(Api api, PJRT_Buffer* buffer) : api_(api), buffer_(buffer) {}
  Buffer(Buffer&& other) noexcept : api_(other.api_), buffer_(other.buffer_) { other.buffer_ = nullptr; }
  Buffer& operator=(Buffer&& other) noexcept;
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  ~Buffer() { reset(); }

  PJRT_Buffer* get() const { return buffer_; }
  bool valid() const { return buffer_ != nullptr; }

  DType dtype() const;
  Shape shape() const;
  // Waits until the buffer's contents are computed (or failed).
  void await_ready() const;
  // Copies to the host (dense, row-major) and waits for the copy.
  HostArray to_host() const;
  void reset();

 private:
  Api api_{nullptr};
  PJRT_Buffer* buffer_ = nullptr;
};

}  // namespace jaxbench::runtime
