#include "core/dtype.h"

#include <stdexcept>

namespace jaxbench {

namespace {
// numpy.save writes an ml_dtypes.bfloat16 array with the void descriptor
// "<V2" (ml_dtypes registers no descriptor of its own), a float8_e4m3fn
// array as "<V1" and a float8_e5m2 one as "<f1" (ml_dtypes 0.6), and bool as "|b1".
// float4_e2m1fn is "<V1" too: a '<V1' file reads as f8e4m3fn (the first
// entry) until a program's argument says which one-byte type it is
// (same_storage, runtime::adopt_argument_types).
constexpr DTypeInfo kTable[] = {
    {DType::kPred, "pred", "i1", "|b1", 1, false},        {DType::kS8, "s8", "i8", "|i1", 1, false},
    {DType::kS16, "s16", "i16", "<i2", 2, false},         {DType::kS32, "s32", "i32", "<i4", 4, false},
    {DType::kS64, "s64", "i64", "<i8", 8, false},         {DType::kU8, "u8", "ui8", "|u1", 1, false},
    {DType::kU16, "u16", "ui16", "<u2", 2, false},        {DType::kU32, "u32", "ui32", "<u4", 4, false},
    {DType::kU64, "u64", "ui64", "<u8", 8, false},        {DType::kF16, "f16", "f16", "<f2", 2, true},
    {DType::kBF16, "bf16", "bf16", "<V2", 2, true},       {DType::kF32, "f32", "f32", "<f4", 4, true},
    {DType::kF64, "f64", "f64", "<f8", 8, true},          {DType::kF8E4M3FN, "f8e4m3fn", "f8E4M3FN", "<V1", 1, true},
    {DType::kF8E5M2, "f8e5m2", "f8E5M2", "<f1", 1, true}, {DType::kF4E2M1FN, "f4e2m1fn", "f4E2M1FN", "<V1", 1, true},
};
constexpr size_t kCount = sizeof(kTable) / sizeof(kTable[0]);
}  // namespace

const DTypeInfo& info(DType dtype) {
  for (const auto& entry : kTable) {
    if (entry.dtype == dtype) return entry;
  }
  throw std::logic_error("dtype missing from the table");
}

std::optional<DType> dtype_from_name(std::string_view name) {
  for (const auto& entry : kTable) {
    if (name == entry.name) return entry.dtype;
  }
  return std::nullopt;
}

std::optional<DType> dtype_from_mlir(std::string_view mlir_name) {
  for (const auto& entry : kTable) {
    if (mlir_name == entry.mlir_name) return entry.dtype;
  }
  // Signless and signed spellings of the same integer types.
  if (mlir_name == "si8") return DType::kS8;
  if (mlir_name == "si16") return DType::kS16;
  if (mlir_name == "si32") return DType::kS32;
  if (mlir_name == "si64") return DType::kS64;
  return std::nullopt;
}

std::optional<DType> dtype_from_npy(std::string_view descr) {
  // Byte order marks: '<' little, '|' not applicable, '=' native (little on
  // every host we support). Big-endian ('>') data is refused by the caller.
  if (descr.size() >= 2 && (descr[0] == '=' || descr[0] == '<' || descr[0] == '|')) {
    std::string_view body = descr.substr(1);
    if (body == "V2") return DType::kBF16;
    for (const auto& entry : kTable) {
      if (body == std::string_view(entry.npy_descr).substr(1)) return entry.dtype;
    }
  }
  if (descr == "bfloat16") return DType::kBF16;
  return std::nullopt;
}

bool same_storage(DType a, DType b) { return std::string_view(info(a).npy_descr) == info(b).npy_descr; }

const DTypeInfo* all_dtypes(size_t* count) {
  *count = kCount;
  return kTable;
}

}  // namespace jaxbench
