// The PJRT element-type code of each DType, both ways. Kept apart from
// core/dtype.h so that nothing outside runtime/ sees a PJRT constant.
#pragma once

#include <optional>

#include "core/dtype.h"

namespace jaxbench::runtime {

int pjrt_type(DType dtype);
std::optional<DType> dtype_from_pjrt(int pjrt_type);

}  // namespace jaxbench::runtime
