// A non-owning view of one addressable device of a client.
#pragma once

#include <string>

#include "runtime/api.h"

namespace jaxbench::runtime {

class Device {
 public:
  Device(Api api, PJRT_Device* device) : api_(api), device_(device) {}
  PJRT_Device* get() const { return device_; }
  int id() const;
  std::string kind() const;  // e.g. cpu, NVIDIA H200, TPU v6 lite

 private:
  PJRT_DeviceDescription* description() const;
  Api api_;
  PJRT_Device* device_;
};

}  // namespace jaxbench::runtime
