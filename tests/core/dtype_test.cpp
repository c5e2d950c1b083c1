#include "core/dtype.h"

#include <gtest/gtest.h>

#include <cmath>

#include "core/host_array.h"
#include "core/small_float.h"
#include "runtime/pjrt_abi.h"
#include "runtime/pjrt_dtype.h"

namespace jaxbench {
namespace {

TEST(DType, TableMapsEveryNameBothWays) {
  size_t count = 0;
  const DTypeInfo* table = all_dtypes(&count);
  ASSERT_EQ(count, 16u);
  for (size_t i = 0; i < count; ++i) {
    const DTypeInfo& entry = table[i];
    EXPECT_EQ(dtype_from_name(entry.name), entry.dtype) << entry.name;
    EXPECT_EQ(dtype_from_mlir(entry.mlir_name), entry.dtype) << entry.mlir_name;
    // A descriptor names the first dtype stored under it (f4e2m1fn's '<V1' is f8e4m3fn's).
    auto from_npy = dtype_from_npy(entry.npy_descr);
    ASSERT_TRUE(from_npy.has_value()) << entry.npy_descr;
    EXPECT_TRUE(same_storage(*from_npy, entry.dtype)) << entry.npy_descr;
    EXPECT_EQ(*from_npy == entry.dtype, entry.dtype != DType::kF4E2M1FN) << entry.npy_descr;
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

TEST(DType, Float4MatchesMlDtypesConversions) {
  // ml_dtypes' float4_e2m1fn (numpy astype): 0, 0.5, 1, 1.5, 2, 3, 4, 6 and
  // their negatives; ties to the even code; no infinity or NaN: saturates.
  const double positive[8] = {0, 0.5, 1, 1.5, 2, 3, 4, 6};
  for (int code = 0; code < 16; ++code) {
    double expected = code < 8 ? positive[code] : -positive[code - 8];
    EXPECT_EQ(f4e2m1fn_to_double(static_cast<uint8_t>(code)), expected) << code;
    EXPECT_EQ(double_to_f4e2m1fn(expected), code) << code;
  }
  EXPECT_EQ(double_to_f4e2m1fn(0.25), 0x0) << "halfway to 0.5: ties to the even 0";
  EXPECT_EQ(double_to_f4e2m1fn(0.26), 0x1);
  EXPECT_EQ(double_to_f4e2m1fn(0.75), 0x2) << "ties to the even 1";
  EXPECT_EQ(double_to_f4e2m1fn(2.5), 0x4) << "ties to the even 2";
  EXPECT_EQ(double_to_f4e2m1fn(3.5), 0x6) << "ties to the even 4";
  EXPECT_EQ(double_to_f4e2m1fn(5.0), 0x6) << "ties to the even 4";
  EXPECT_EQ(double_to_f4e2m1fn(5.1), 0x7);
  EXPECT_EQ(double_to_f4e2m1fn(1e9), 0x7) << "saturates at 6";
  EXPECT_EQ(double_to_f4e2m1fn(-INFINITY), 0xF);
  EXPECT_EQ(double_to_f4e2m1fn(NAN), 0x8) << "no NaN: ml_dtypes writes -0";
  EXPECT_EQ(f4e2m1fn_to_double(0x17), -6.0) << "a high bit set reads negative, as in ml_dtypes";
}

TEST(DType, Float4SharesTheOneByteDescriptorAndHasItsPjrtCode) {
  EXPECT_EQ(dtype_from_mlir("f4E2M1FN"), DType::kF4E2M1FN);
  EXPECT_EQ(runtime::pjrt_type(DType::kF4E2M1FN), PJRT_Buffer_Type_F4E2M1FN);
  EXPECT_EQ(runtime::dtype_from_pjrt(29), DType::kF4E2M1FN);
  // numpy.save writes float4_e2m1fn as '<V1', like float8_e4m3fn: the file
  // reads as the first, and the two share storage (a program's argument says which).
  EXPECT_EQ(dtype_from_npy("<V1"), DType::kF8E4M3FN);
  EXPECT_TRUE(same_storage(DType::kF8E4M3FN, DType::kF4E2M1FN));
  EXPECT_FALSE(same_storage(DType::kF8E5M2, DType::kF4E2M1FN));
  EXPECT_FALSE(same_storage(DType::kU8, DType::kF4E2M1FN));
}

TEST(HostArray, GetAndSetEveryDtype) {
  size_t count = 0;
  const DTypeInfo* table = all_dtypes(&count);
  for (size_t t = 0; t < count; ++t) {
    HostArray array(table[t].dtype, {2, 3});
    ASSERT_EQ(array.bytes.size(), 6 * table[t].bytes);
    // Values every dtype holds exactly (f4e2m1fn has 0-4 and 6, not 5).
    const double values[6] = {0, 1, 2, 3, 4, 6};
    auto value = [&](int64_t i) { return table[t].dtype == DType::kPred ? i % 2 : values[i]; };
    for (int64_t i = 0; i < 6; ++i) array.set(i, value(i));
    for (int64_t i = 0; i < 6; ++i) EXPECT_EQ(array.get(i), value(i)) << table[t].name;
  }
  EXPECT_EQ(HostArray(DType::kBF16, {4, 8}).describe(), "bf16[4x8]");
  EXPECT_EQ(shape_string({}), "scalar");
}

}  // namespace
}  // namespace jaxbench
