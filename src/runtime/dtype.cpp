#include "runtime/dtype.h"

#include <stdexcept>

#include "runtime/pjrt_abi.h"

namespace jaxbench {

namespace {
// numpy.save writes an ml_dtypes.bfloat16 array with the void descriptor
// "<V2" (ml_dtypes registers no descriptor of its own), and bool as "|b1".
constexpr DTypeInfo kTable[] = {
    {DType::kPred, "pred", "i1", "|b1", PJRT_Buffer_Type_PRED, 1, false},
    {DType::kS8, "s8", "i8", "|i1", PJRT_Buffer_Type_S8, 1, false},
    {DType::kS16, "s16", "i16", "<i2", PJRT_Buffer_Type_S16, 2, false},
    {DType::kS32, "s32", "i32", "<i4", PJRT_Buffer_Type_S32, 4, false},
    {DType::kS64, "s64", "i64", "<i8", PJRT_Buffer_Type_S64, 8, false},
    {DType::kU8, "u8", "ui8", "|u1", PJRT_Buffer_Type_U8, 1, false},
    {DType::kU16, "u16", "ui16", "<u2", PJRT_Buffer_Type_U16, 2, false},
    {DType::kU32, "u32", "ui32", "<u4", PJRT_Buffer_Type_U32, 4, false},
    {DType::kU64, "u64", "ui64", "<u8", PJRT_Buffer_Type_U64, 8, false},
    {DType::kF16, "f16", "f16", "<f2", PJRT_Buffer_Type_F16, 2, true},
    {DType::kBF16, "bf16", "bf16", "<V2", PJRT_Buffer_Type_BF16, 2, true},
    {DType::kF32, "f32", "f32", "<f4", PJRT_Buffer_Type_F32, 4, true},
    {DType::kF64, "f64", "f64", "<f8", PJRT_Buffer_Type_F64, 8, true},
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

std::optional<DType> dtype_from_pjrt(int pjrt_type) {
  for (const auto& entry : kTable) {
    if (entry.pjrt_type == pjrt_type) return entry.dtype;
  }
  return std::nullopt;
}

const DTypeInfo* all_dtypes(size_t* count) {
  *count = kCount;
  return kTable;
}

}  // namespace jaxbench
