// Turns a compiler's error message (the TPU compiler's, through PJRT) into
// what a person or an LLM needs: one line that says what is wrong, the
// error's id, and for out-of-memory failures the memory space and numbers.
// The full message stays with the caller.
//
// Shapes of the libtpu messages this reads (libtpu 0.0.48 and 0.0.52):
//   Mosaic failed to compile TPU kernel with MLIR module name `…` HLO name `…`:
//     Failed to set window params for input 0: E2002: CompileTimeMosaicMisalignedBlockAndTiling:
//     Operand of shape (..., 1024, 1000) has tiling (8, 128), but its block shape (..., 8, 100) …
//     See https://openxla.org/xla/errors/error_2002 for more details.
//   E1001: CompileTimeScopedVmemOom: Ran out of memory in memory space vmem while allocating on
//     stack for %f.1 = <HLO> metadata={op_name="jit(f)/pallas_call" …}. Scoped allocation with
//     size 48.00M and limit 32.00M exceeded scoped vmem limit by 16.00M. …
//   XLA:TPU compile permanent error. Ran out of memory in memory space vmem. Used 384.00M of
//     127.94M vmem. … Largest program allocations in vmem: 1. Size: 128.00M … Tag: …
//   [E1000: CompileTimeHbmOom: ]Ran out of memory on HBM, the total memory required for HLO
//     temporaries (64.00G) exceeds available HBM (15.75G). HLO module: jit_f.
//   Custom emitter for lapack_sgetrf_ffi not found … Suspected Python Code Location: …
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/status.h"

namespace jaxbench::preflight {

struct CompilerDiagnosis {
  std::string status;                     // kOom or kCompileError
  std::string summary;                    // one line, at most ~500 characters
  std::string error_id;                   // "E2002", or "" when the message has none
  std::string error_name;                 // "CompileTimeMosaicMisalignedBlockAndTiling"
  std::string memory_space;               // for oom: "hbm", "vmem", "smem", …
  std::optional<int64_t> required_bytes;  // for oom, when the message says
  std::optional<int64_t> limit_bytes;
  bool scoped_limit = false;    // the limit is a per-kernel scoped limit, not the chip's capacity
  std::string python_location;  // first frame of "Suspected Python Code Location", if any
  std::string hint;             // what to change, for the failures we recognise
};

// `reported_oom`: the plugin said out of memory (PjrtError::is_oom).
CompilerDiagnosis diagnose_compile_failure(bool reported_oom, const std::string& message);

// JAX's own Pallas TPU lowering, which runs when a candidate is exported for
// the TPU, before libtpu sees anything (jax 0.11):
//   ValueError: The Pallas TPU lowering currently requires that the last two
//   dimensions of your block shape are divisible by 8 and 128 respectively, or
//   be equal to the respective dimensions of the overall array. Block spec for
//   args[0] in pallas_call _kernel at /path/k.py:13 has block shape
//   (Blocked(block_size=4), Blocked(block_size=8192)), array shape (32768, 8192), …
// A compile_error diagnosis naming the block shape, or nullopt for any other
// export failure.
std::optional<CompilerDiagnosis> diagnose_lowering_failure(const std::string& export_message);

// "64.00G" → 68719476736 (XLA prints binary units: K, M, G, T, with an
// optional trailing "B" or "iB"); nullopt when it is not a size.
std::optional<int64_t> parse_byte_size(const std::string& text);

}  // namespace jaxbench::preflight
