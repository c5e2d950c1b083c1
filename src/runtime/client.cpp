#include "runtime/client.h"

#include <cstddef>

#include "runtime/compile_request.h"
#include "runtime/pjrt_dtype.h"

namespace jaxbench::runtime {

Client::Client(std::shared_ptr<Plugin> plugin, PJRT_Client* client)
    : plugin_(std::move(plugin)), client_(plugin_->api(), client) {}

Client Client::create(std::shared_ptr<Plugin> plugin) {
  auto args = JAXBENCH_ARGS(PJRT_Client_Create_Args, kv_try_get_user_arg);
  plugin->api().call(&PJRT_Api::PJRT_Client_Create, "PJRT_Client_Create", &args);
  return Client(std::move(plugin), args.client);
}

std::string Client::platform_name() const {
  auto args = JAXBENCH_ARGS(PJRT_Client_String_Args, value_size);
  args.client = client_.get();
  plugin_->api().call(&PJRT_Api::PJRT_Client_PlatformName, "PJRT_Client_PlatformName", &args);
  return std::string(args.value, args.value_size);
}

std::string Client::platform_version() const {
  auto args = JAXBENCH_ARGS(PJRT_Client_String_Args, value_size);
  args.client = client_.get();
  plugin_->api().call(&PJRT_Api::PJRT_Client_PlatformVersion, "PJRT_Client_PlatformVersion", &args);
  return std::string(args.value, args.value_size);
}

std::vector<Device> Client::devices() const {
  auto args = JAXBENCH_ARGS(PJRT_Client_AddressableDevices_Args, num_addressable_devices);
  args.client = client_.get();
  plugin_->api().call(&PJRT_Api::PJRT_Client_AddressableDevices, "PJRT_Client_AddressableDevices", &args);
  std::vector<Device> devices;
  for (size_t i = 0; i < args.num_addressable_devices; ++i) {
    devices.emplace_back(plugin_->api(), args.addressable_devices[i]);
  }
  return devices;
}

Device Client::device(size_t index) const {
  auto all = devices();
  if (index >= all.size()) {
    throw Error("device " + std::to_string(index) + " requested but the " + platform_name() + " plugin has " +
                std::to_string(all.size()) + " addressable device(s)");
  }
  return all[index];
}

Executable Client::compile(const Program& program) const {
  CompileRequest request(program);
  auto args = JAXBENCH_ARGS(PJRT_Client_Compile_Args, executable);
  args.client = client_.get();
  args.program = &request.code;
  args.compile_options = request.options.data();
  args.compile_options_size = request.options.size();
  plugin_->api().call(&PJRT_Api::PJRT_Client_Compile, "PJRT_Client_Compile", &args);
  return Executable(plugin_->api(), args.executable);
}

bool Client::can_serialize() const {
  const Api& api = plugin_->api();
  return api.has(&PJRT_Api::PJRT_Executable_Serialize) && api.has(&PJRT_Api::PJRT_Executable_DeserializeAndLoad);
}

namespace {
// PJRT_Executable_DeserializeAndLoad_Args with the two members that follow
// loaded_executable in the ABI: the XLA plugins (API 0.115) refuse a struct
// without them. Null: the options the executable was compiled with.
struct DeserializeAndLoadArgs {
  PJRT_Executable_DeserializeAndLoad_Args base;
  const char* overridden_serialized_compile_options;
  size_t overridden_serialized_compile_options_size;
};
}  // namespace

Executable Client::deserialize_and_load(const std::string& serialized) const {
  DeserializeAndLoadArgs args{};  // zero-filled, as make_args does
  args.base.struct_size = offsetof(DeserializeAndLoadArgs, overridden_serialized_compile_options_size) +
                          sizeof(args.overridden_serialized_compile_options_size);
  args.base.client = client_.get();
  args.base.serialized_executable = serialized.data();
  args.base.serialized_executable_size = serialized.size();
  plugin_->api().call(&PJRT_Api::PJRT_Executable_DeserializeAndLoad, "PJRT_Executable_DeserializeAndLoad", &args.base);
  return Executable(plugin_->api(), args.base.loaded_executable);
}

Buffer Client::to_device(const HostArray& array, const Device& device) const {
  auto args = JAXBENCH_ARGS(PJRT_Client_BufferFromHostBuffer_Args, buffer);
  args.client = client_.get();
  args.data = array.bytes.data();
  args.type = static_cast<PJRT_Buffer_Type>(pjrt_type(array.dtype));
  args.dims = array.shape.data();
  args.num_dims = array.shape.size();
  // The host array may be freed as soon as the call returns; the plugin
  // copies it if it needs to, and signals with done_with_host_buffer.
  args.host_buffer_semantics = PJRT_HostBufferSemantics_kImmutableOnlyDuringCall;
  args.device = device.get();
  plugin_->api().call(&PJRT_Api::PJRT_Client_BufferFromHostBuffer, "PJRT_Client_BufferFromHostBuffer", &args);
  Buffer buffer(plugin_->api(), args.buffer);
  Event(plugin_->api(), args.done_with_host_buffer).await("PJRT_Client_BufferFromHostBuffer (host copy)");
  return buffer;
}

}  // namespace jaxbench::runtime
