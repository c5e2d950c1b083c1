#include "runtime/pjrt_dtype.h"

#include <stdexcept>

#include "runtime/pjrt_abi.h"

namespace jaxbench::runtime {

namespace {
struct PjrtTypeEntry {
  DType dtype;
  PJRT_Buffer_Type code;
};
constexpr PjrtTypeEntry kPjrtTypes[] = {
    {DType::kPred, PJRT_Buffer_Type_PRED},     {DType::kS8, PJRT_Buffer_Type_S8},
    {DType::kS16, PJRT_Buffer_Type_S16},       {DType::kS32, PJRT_Buffer_Type_S32},
    {DType::kS64, PJRT_Buffer_Type_S64},       {DType::kU8, PJRT_Buffer_Type_U8},
    {DType::kU16, PJRT_Buffer_Type_U16},       {DType::kU32, PJRT_Buffer_Type_U32},
    {DType::kU64, PJRT_Buffer_Type_U64},       {DType::kF16, PJRT_Buffer_Type_F16},
    {DType::kBF16, PJRT_Buffer_Type_BF16},     {DType::kF32, PJRT_Buffer_Type_F32},
    {DType::kF64, PJRT_Buffer_Type_F64},       {DType::kF8E4M3FN, PJRT_Buffer_Type_F8E4M3FN},
    {DType::kF8E5M2, PJRT_Buffer_Type_F8E5M2}, {DType::kF4E2M1FN, PJRT_Buffer_Type_F4E2M1FN},
};
}  // namespace

int pjrt_type(DType dtype) {
  for (const auto& entry : kPjrtTypes) {
    if (entry.dtype == dtype) return entry.code;
  }
  throw std::logic_error("dtype missing from the PJRT type table");
}

std::optional<DType> dtype_from_pjrt(int pjrt_type) {
  for (const auto& entry : kPjrtTypes) {
    if (entry.code == pjrt_type) return entry.dtype;
  }
  return std::nullopt;
}

}  // namespace jaxbench::runtime
