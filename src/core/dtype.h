// Element types jaxbench moves between host and device, with one explicit
// table mapping each to its name in StableHLO and in our
// manifests, its byte width, and its NumPy `.npy` descriptor (the PJRT
// codes live in runtime/pjrt_dtype.h: only runtime/ knows PJRT).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace jaxbench {

enum class DType {
  kPred,
  kS8,
  kS16,
  kS32,
  kS64,
  kU8,
  kU16,
  kU32,
  kU64,
  kF16,
  kBF16,
  kF32,
  kF64,
  kF8E4M3FN,
  kF8E5M2,    // 8-bit floats (core/small_float.h)
  kF4E2M1FN,  // a 4-bit float, one to a byte (core/small_float.h)
};

struct DTypeInfo {
  DType dtype;
  const char* name;       // manifest / CLI name: "bf16", "s32", …
  const char* mlir_name;  // StableHLO element type: "bf16", "i32", "ui32", "i1", …
  const char* npy_descr;  // what numpy.save writes ("<V2" for ml_dtypes.bfloat16)
  size_t bytes;
  bool is_float;
};

const DTypeInfo& info(DType dtype);
inline const char* name(DType dtype) { return info(dtype).name; }
inline size_t byte_width(DType dtype) { return info(dtype).bytes; }
inline bool is_floating(DType dtype) { return info(dtype).is_float; }

std::optional<DType> dtype_from_name(std::string_view name);
std::optional<DType> dtype_from_mlir(std::string_view mlir_name);
std::optional<DType> dtype_from_npy(std::string_view descr);
// Whether numpy.save writes both with one descriptor ('<V1': float8_e4m3fn and
// float4_e2m1fn), so that a file alone cannot tell them apart.
bool same_storage(DType a, DType b);

// Every supported dtype, for tests and help texts.
const DTypeInfo* all_dtypes(size_t* count);

}  // namespace jaxbench
