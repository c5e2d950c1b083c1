#include "runtime/device.h"

namespace jaxbench::runtime {

PJRT_DeviceDescription* Device::description() const {
  auto args = JAXBENCH_ARGS(PJRT_Device_GetDescription_Args, device_description);
  args.device = device_;
  api_.call(&PJRT_Api::PJRT_Device_GetDescription, "PJRT_Device_GetDescription", &args);
  return args.device_description;
}

int Device::id() const {
  auto args = JAXBENCH_ARGS(PJRT_DeviceDescription_Id_Args, id);
  args.device_description = description();
  api_.call(&PJRT_Api::PJRT_DeviceDescription_Id, "PJRT_DeviceDescription_Id", &args);
  return args.id;
}

std::string Device::kind() const {
  auto args = JAXBENCH_ARGS(PJRT_DeviceDescription_String_Args, value_size);
  args.device_description = description();
  api_.call(&PJRT_Api::PJRT_DeviceDescription_Kind, "PJRT_DeviceDescription_Kind", &args);
  return std::string(args.value, args.value_size);
}

}  // namespace jaxbench::runtime
