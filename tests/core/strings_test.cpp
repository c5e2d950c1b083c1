#include "core/strings.h"

#include <gtest/gtest.h>

#include "core/mlir_bytecode.h"

namespace jaxbench {
namespace {

TEST(Strings, ToLowerFoldsAsciiOnly) {
  EXPECT_EQ(to_lower("TPU v6e 12P_RMSNorm"), "tpu v6e 12p_rmsnorm");
  EXPECT_EQ(to_lower(""), "");
  EXPECT_EQ(to_lower("\xC3\x89t\xC3\xA9"), "\xC3\x89t\xC3\xA9");  // UTF-8 bytes untouched
}

TEST(Strings, FormatBytesUsesBinaryUnitsWithTwoDecimals) {
  // The texts `jaxbench preflight` prints (preflight's own copy gives the same).
  EXPECT_EQ(format_bytes(0), "0 B");
  EXPECT_EQ(format_bytes(1023), "1023 B");
  EXPECT_EQ(format_bytes(1024), "1.00 KiB");
  EXPECT_EQ(format_bytes(1536), "1.50 KiB");
  EXPECT_EQ(format_bytes(48 << 20), "48.00 MiB");
  EXPECT_EQ(format_bytes(33546042880), "31.24 GiB");
  EXPECT_EQ(format_bytes(int64_t{100} << 40), "102400.00 GiB");  // no TiB: HBM sizes read best in GiB
}

TEST(Strings, FormatBytesShortWritesALimitAsItWasChosen) {
  // The texts of the candidate exporter's limits ("the 4 GiB memory limit").
  EXPECT_EQ(format_bytes_short(uint64_t{4} << 30), "4 GiB");
  EXPECT_EQ(format_bytes_short(uint64_t{3} << 29), "1.5 GiB");
  EXPECT_EQ(format_bytes_short(uint64_t{512} << 20), "512 MiB");
  EXPECT_EQ(format_bytes_short(uint64_t{1} << 19), "0.5 MiB");
}

TEST(Strings, FormatSecondsIsTheShortestNumber) {
  EXPECT_EQ(format_seconds(600), "600");
  EXPECT_EQ(format_seconds(2.5), "2.5");
  EXPECT_EQ(format_seconds(0.1), "0.1");
  EXPECT_EQ(format_seconds(1e-7), "1e-07");
}

TEST(Strings, FormatDurationPicksTheUnit) {
  EXPECT_EQ(format_duration(9.8e-4), "980.00 us");
  EXPECT_EQ(format_duration(1e-3), "1.000 ms");
  EXPECT_EQ(format_duration(0.0123), "12.300 ms");
  EXPECT_EQ(format_duration(1), "1.000 s");
  EXPECT_EQ(format_duration(4.5), "4.500 s");
}

TEST(MlirBytecode, TellsBytecodeFromText) {
  EXPECT_TRUE(is_mlir_bytecode(std::string("ML\xEFR\x01\x02", 6)));
  EXPECT_FALSE(is_mlir_bytecode("module @main {"));
  EXPECT_FALSE(is_mlir_bytecode("ML"));  // shorter than the magic
  EXPECT_FALSE(is_mlir_bytecode(""));
  EXPECT_FALSE(is_mlir_bytecode("MLIR"));  // 'I' is not the magic's 0xEF
}

}  // namespace
}  // namespace jaxbench

namespace jaxbench {
namespace {

TEST(ParseBytes, ReadsSuffixesAndRefusesTheRest) {
  EXPECT_EQ(parse_bytes("4G"), 4ull << 30);
  EXPECT_EQ(parse_bytes("512M"), 512ull << 20);
  EXPECT_EQ(parse_bytes("64k"), 64ull << 10);
  EXPECT_EQ(parse_bytes("2GiB"), 2ull << 30);
  EXPECT_EQ(parse_bytes("1000"), 1000u);
  EXPECT_EQ(parse_bytes("1T"), 1ull << 40);
  for (const char* bad : {"", "G", "0", "4X", "-1G", "1.5G", "99999999999999999999", "20000000000T"}) {
    EXPECT_EQ(parse_bytes(bad), std::nullopt) << bad;
  }
}

}  // namespace
}  // namespace jaxbench
