#include "core/dtype.h"

#include <gtest/gtest.h>

#include <cmath>

#include "core/float8.h"
#include "core/host_array.h"
#include "runtime/pjrt_abi.h"
#include "runtime/pjrt_dtype.h"

namespace jaxbench {
namespace {

TEST(DType, TableMapsEveryNameBothWays) {
  size_t count = 0;
  const DTypeInfo* table = all_dtypes(&count);
  ASSERT_EQ(count, 15u);
  for (size_t i = 0; i < count; ++i) {
    const DTypeInfo& entry = table[i];
    EXPECT_EQ(dtype_from_name(entry.name), entry.dtype) << entry.name;
    EXPECT_EQ(dtype_from_mlir(entry.mlir_name), entry.dtype) << entry.mlir_name;
    EXPECT_EQ(dtype_from_npy(entry.npy_descr), entry.dtype) << entry.npy_descr;
    EXPECT_EQ(runtime::dtype_from_pjrt(runtime::pjrt_type(entry.dtype)), entry.dtype) << name(entry.dtype);
    EXPECT_EQ(&info(entry.dtype), &entry);
  }
}

TEST(DType, KnownCodesAndWidths) {
  EXPECT_EQ(runtime::pjrt_type(DType::kBF16), PJRT_Buffer_Type_BF16);
  EXPECT_EQ(runtime::pjrt_type(DType::kF32), PJRT_Buffer_Type_F32);
  EXPECT_EQ(runtime::pjrt_type(DType::kPred), PJRT_Buffer_Type_PRED);
  EXPECT_EQ(byte_width(DType::kBF16), 2u);
  EXPECT_EQ(byte_width(DType::kS64), 8u);
  EXPECT_EQ(dtype_from_mlir("ui32"), DType::kU32);
  EXPECT_EQ(dtype_from_mlir("i1"), DType::kPred);
  EXPECT_FALSE(dtype_from_mlir("complex<f32>").has_value());
  EXPECT_FALSE(dtype_from_npy("<c8").has_value());
  EXPECT_FALSE(dtype_from_npy(">f4").has_value());
  EXPECT_EQ(dtype_from_npy("|V2"), DType::kBF16);
}

TEST(DType, Bf16RoundsToNearestEven) {
  EXPECT_EQ(double_to_bf16(1.0), 0x3F80);
  EXPECT_EQ(double_to_bf16(-2.0), 0xC000);
  // 1 + 2^-8 lies halfway between 1 and 1 + 2^-7: ties go to the even 1.0.
  EXPECT_EQ(double_to_bf16(1.0 + std::ldexp(1.0, -8)), 0x3F80);
  // 1 + 3*2^-8 lies halfway between 1+2^-7 (odd) and 1+2^-6 (even).
  EXPECT_EQ(double_to_bf16(1.0 + 3 * std::ldexp(1.0, -8)), 0x3F82);
  EXPECT_DOUBLE_EQ(bf16_to_double(0x3FC0), 1.5);
  EXPECT_TRUE(std::isnan(bf16_to_double(double_to_bf16(NAN))));
  EXPECT_TRUE(std::isinf(bf16_to_double(double_to_bf16(INFINITY))));
}

TEST(DType, F16ConvertsExactlyRepresentableValues) {
  EXPECT_EQ(double_to_f16(1.0), 0x3C00);
  EXPECT_EQ(double_to_f16(-2.0), 0xC000);
  EXPECT_EQ(double_to_f16(65504.0), 0x7BFF);
  EXPECT_EQ(double_to_f16(1e6), 0x7C00);
  EXPECT_EQ(double_to_f16(std::ldexp(1.0, -24)), 0x0001);  // smallest subnormal
  for (uint32_t bits = 0; bits < 0x7C00; bits += 37) {
    EXPECT_EQ(double_to_f16(f16_to_double(static_cast<uint16_t>(bits))), bits) << bits;
  }
}

TEST(DType, Float8MatchesMlDtypesConversions) {
  // The expected codes are ml_dtypes' (numpy astype), round to nearest even.
  EXPECT_EQ(double_to_f8e4m3fn(448.0), 0x7E);
  EXPECT_EQ(double_to_f8e4m3fn(464.0), 0x7E) << "halfway to the next binade: ties to the even 448";
  EXPECT_EQ(double_to_f8e4m3fn(465.0), 0x7F) << "beyond 448 + half an ulp: NaN (E4M3FN has no infinity)";
  EXPECT_EQ(double_to_f8e4m3fn(1.0 + 1.0 / 16), 0x38) << "1 + half an ulp: ties to the even 1.0";
  EXPECT_EQ(double_to_f8e4m3fn(1.0 + 3.0 / 16), 0x3A) << "ties to the even 1.25";
  EXPECT_EQ(double_to_f8e4m3fn(std::ldexp(1.0, -9)), 0x01) << "smallest subnormal";
  EXPECT_EQ(double_to_f8e4m3fn(std::ldexp(1.0, -10)), 0x00);
  EXPECT_EQ(double_to_f8e4m3fn(-0.3), 0xAA);
  EXPECT_EQ(double_to_f8e5m2(57344.0), 0x7B);
  EXPECT_EQ(double_to_f8e5m2(61440.0), 0x7C) << "ties to the even code: infinity";
  EXPECT_EQ(double_to_f8e5m2(0.3), 0x35);
  EXPECT_EQ(double_to_f8e5m2(1.0 + 3.0 / 8), 0x3E);
  EXPECT_EQ(double_to_f8e5m2(std::ldexp(1.0, -16)), 0x01);
  EXPECT_DOUBLE_EQ(f8e4m3fn_to_double(0x44), 3.0);
  EXPECT_DOUBLE_EQ(f8e4m3fn_to_double(0x66), 56.0);
  EXPECT_DOUBLE_EQ(f8e4m3fn_to_double(0x77), 240.0);
  EXPECT_DOUBLE_EQ(f8e4m3fn_to_double(0x99), -0.0703125);
  EXPECT_TRUE(std::isnan(f8e4m3fn_to_double(0xFF)));
  EXPECT_TRUE(std::isinf(f8e5m2_to_double(0xFC)));
  for (int bits = 0; bits < 256; ++bits) {  // every finite code round-trips
    auto code = static_cast<uint8_t>(bits);
    if (!std::isnan(f8e4m3fn_to_double(code))) {
      EXPECT_EQ(double_to_f8e4m3fn(f8e4m3fn_to_double(code)), code) << bits;
    }
    if (!std::isnan(f8e5m2_to_double(code))) {
      EXPECT_EQ(double_to_f8e5m2(f8e5m2_to_double(code)), code) << bits;
    }
  }
}

TEST(DType, Float8HasMlDtypesDescriptorsAndPjrtCodes) {
  // What numpy.save writes for ml_dtypes 0.6's float8_e4m3fn and float8_e5m2.
  EXPECT_EQ(dtype_from_npy("<V1"), DType::kF8E4M3FN);
  EXPECT_EQ(dtype_from_npy("<f1"), DType::kF8E5M2);
  EXPECT_EQ(dtype_from_mlir("f8E4M3FN"), DType::kF8E4M3FN);
  EXPECT_FALSE(dtype_from_mlir("f8E4M3FNUZ").has_value());
  EXPECT_EQ(runtime::pjrt_type(DType::kF8E4M3FN), PJRT_Buffer_Type_F8E4M3FN);
  EXPECT_EQ(runtime::pjrt_type(DType::kF8E5M2), PJRT_Buffer_Type_F8E5M2);
}

TEST(HostArray, GetAndSetEveryDtype) {
  size_t count = 0;
  const DTypeInfo* table = all_dtypes(&count);
  for (size_t t = 0; t < count; ++t) {
    HostArray array(table[t].dtype, {2, 3});
    ASSERT_EQ(array.bytes.size(), 6 * table[t].bytes);
    for (int64_t i = 0; i < 6; ++i) array.set(i, table[t].dtype == DType::kPred ? i % 2 : i);
    for (int64_t i = 0; i < 6; ++i) {
      EXPECT_EQ(array.get(i), table[t].dtype == DType::kPred ? i % 2 : i) << table[t].name;
    }
  }
  EXPECT_EQ(HostArray(DType::kBF16, {4, 8}).describe(), "bf16[4x8]");
  EXPECT_EQ(shape_string({}), "scalar");
}

}  // namespace
}  // namespace jaxbench
