// Encodes the xla.CompileOptionsProto bytes that PJRT_Client_Compile and
// PJRT_Compile take. We write the few protobuf fields we need by hand rather
// than depend on protobuf: one replica, one partition, any device (the device
// is named at execute time).
#pragma once

#include <string>
#include <vector>

#include "platform/registry.h"

namespace jaxbench::runtime {

// With `overrides`, each one an env_option_overrides entry (an int field).
std::string single_device_compile_options(const std::vector<platform::XlaOptionOverride>& overrides = {});

// Protobuf wire-format helpers, exposed for tests.
std::string encode_varint(uint64_t value);
std::string encode_varint_field(int field, uint64_t value);
std::string encode_bytes_field(int field, const std::string& bytes);

}  // namespace jaxbench::runtime
