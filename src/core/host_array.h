// A dense, row-major array in host memory: what crosses between .npy files,
// the judge's checks and device buffers.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/dtype.h"

namespace jaxbench {

using Shape = std::vector<int64_t>;

int64_t element_count(const Shape& shape);
std::string shape_string(const Shape& shape);  // "4x64x128", "scalar"

struct HostArray {
  DType dtype = DType::kF32;
  Shape shape;
  std::vector<uint8_t> bytes;  // element_count(shape) * byte_width(dtype)

  HostArray() = default;
  HostArray(DType dtype_in, Shape shape_in);  // zero-filled

  int64_t size() const { return element_count(shape); }
  template <class T>
  T* data() {
    return reinterpret_cast<T*>(bytes.data());
  }
  template <class T>
  const T* data() const {
    return reinterpret_cast<const T*>(bytes.data());
  }

  // Element i converted to double (bf16/f16 widened exactly).
  double get(int64_t i) const;
  // Writes element i from a double (rounded to nearest even for bf16/f16).
  void set(int64_t i, double value);

  std::string describe() const;  // "bf16[4x64x128]"
};

double bf16_to_double(uint16_t bits);
uint16_t double_to_bf16(double value);
double f16_to_double(uint16_t bits);
uint16_t double_to_f16(double value);

}  // namespace jaxbench
