// Reading and writing NumPy's .npy format (versions 1.0–3.0, C order,
// little-endian), so anyone can cross-check jaxbench with NumPy or JAX.
// bf16 is stored the way numpy.save stores an ml_dtypes.bfloat16 array.
#pragma once

#include <string>

#include "core/host_array.h"

namespace jaxbench {

// Throws jaxbench::Error naming the file and the problem (unsupported dtype,
// Fortran order, big-endian data, truncated file, malformed header).
HostArray read_npy(const std::string& path);
HostArray parse_npy(const std::string& bytes, const std::string& what);

// Writes atomically (temp file + rename), so a full disk never leaves a
// half-written array behind; throws jaxbench::Error on failure.
void write_npy(const std::string& path, const HostArray& array);
std::string serialize_npy(const HostArray& array);

}  // namespace jaxbench
