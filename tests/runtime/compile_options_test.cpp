#include "runtime/compile_options.h"

#include <gtest/gtest.h>

namespace jaxbench::runtime {
namespace {

std::string bytes(std::initializer_list<int> values) {
  std::string out;
  for (int v : values) out += static_cast<char>(v);
  return out;
}

TEST(CompileOptions, VarintEncoding) {
  EXPECT_EQ(encode_varint(0), bytes({0}));
  EXPECT_EQ(encode_varint(1), bytes({1}));
  EXPECT_EQ(encode_varint(300), bytes({0xAC, 0x02}));
  // -1 as int64 is ten bytes: nine 0xFF and a final 0x01.
  EXPECT_EQ(encode_varint(static_cast<uint64_t>(int64_t{-1})),
            bytes({0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01}));
}

TEST(CompileOptions, SingleDeviceMessageBytes) {
  // CompileOptionsProto { executable_build_options (3) { device_ordinal (1) = -1,
  // num_replicas (4) = 1, num_partitions (5) = 1 }, compile_portable_executable (4) = true }
  std::string build = bytes({0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01, 0x20, 0x01, 0x28, 0x01});
  std::string expected = bytes({0x1A, static_cast<int>(build.size())}) + build + bytes({0x20, 0x01});
  EXPECT_EQ(single_device_compile_options(), expected);
}

TEST(CompileOptions, AnOverrideIsAnEnvOptionOverridesEntryAfterTheBuildOptions) {
  // env_option_overrides (7) is map<string, OptionOverrideProto>: an entry
  // {key (1) = name, value (2) = {int_field (3) = value}} per override.
  std::string name = "xla_gpu_autotune_level";
  std::string value = bytes({0x18, 0x00});
  std::string entry = bytes({0x0A, static_cast<int>(name.size())}) + name + bytes({0x12, 0x02}) + value;
  std::string expected = single_device_compile_options() + bytes({0x3A, static_cast<int>(entry.size())}) + entry;
  EXPECT_EQ(single_device_compile_options({{name, 0}}), expected);
  EXPECT_NE(single_device_compile_options({{name, 1}}), expected);
}

}  // namespace
}  // namespace jaxbench::runtime
