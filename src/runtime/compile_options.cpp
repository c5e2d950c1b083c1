#include "runtime/compile_options.h"

#include <cstdint>
#include <vector>

namespace jaxbench::runtime {

namespace {
// Field numbers from the public xla.proto / compile_options.proto schemas.
constexpr int kCompileOptionsExecutableBuildOptions = 3;
constexpr int kCompileOptionsCompilePortableExecutable = 4;
constexpr int kCompileOptionsEnvOptionOverrides = 7;  // map<string, OptionOverrideProto>
constexpr int kMapEntryKey = 1;
constexpr int kMapEntryValue = 2;
constexpr int kOptionOverrideIntField = 3;
constexpr int kBuildOptionsDeviceOrdinal = 1;
constexpr int kBuildOptionsNumReplicas = 4;
constexpr int kBuildOptionsNumPartitions = 5;
constexpr int kWireVarint = 0;
constexpr int kWireLengthDelimited = 2;
}  // namespace

std::string encode_varint(uint64_t value) {
  std::string out;
  do {
    uint8_t byte = value & 0x7F;
    value >>= 7;
    if (value) byte |= 0x80;
    out += static_cast<char>(byte);
  } while (value);
  return out;
}

std::string encode_varint_field(int field, uint64_t value) {
  return encode_varint((static_cast<uint64_t>(field) << 3) | kWireVarint) + encode_varint(value);
}

std::string encode_bytes_field(int field, const std::string& bytes) {
  return encode_varint((static_cast<uint64_t>(field) << 3) | kWireLengthDelimited) + encode_varint(bytes.size()) +
         bytes;
}

std::string single_device_compile_options(const std::vector<platform::XlaOptionOverride>& overrides) {
  // device_ordinal -1 ("any"): an int64 field, so -1 is its 64-bit two's
  // complement as a 10-byte varint. The executable is portable and runs on
  // whichever device Execute names.
  std::string build = encode_varint_field(kBuildOptionsDeviceOrdinal, static_cast<uint64_t>(int64_t{-1})) +
                      encode_varint_field(kBuildOptionsNumReplicas, 1) +
                      encode_varint_field(kBuildOptionsNumPartitions, 1);
  std::string options = encode_bytes_field(kCompileOptionsExecutableBuildOptions, build) +
                        encode_varint_field(kCompileOptionsCompilePortableExecutable, 1);
  // A map field is a repeated message of {key = 1, value = 2}.
  for (const auto& o : overrides) {
    std::string value = encode_varint_field(kOptionOverrideIntField, static_cast<uint64_t>(o.value));
    options += encode_bytes_field(kCompileOptionsEnvOptionOverrides,
                                  encode_bytes_field(kMapEntryKey, o.name) + encode_bytes_field(kMapEntryValue, value));
  }
  return options;
}

}  // namespace jaxbench::runtime
