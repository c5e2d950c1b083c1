// The TPU compiler's messages, as libtpu 0.0.48.1 and 0.0.52 returned them
// through PJRT_Compile for the planted kernels (tests/data/preflight), turned
// into one line with the error id and, for out-of-memory, the numbers.
#include "preflight/compiler_message.h"

#include <gtest/gtest.h>

#include "core/strings.h"

namespace jaxbench::preflight {
namespace {

// What PjrtError::is_oom() says of the failure.
constexpr bool kReportedOom = true;
constexpr bool kReportedOther = false;

const char* kBadTiling =
    "Mosaic failed to compile TPU kernel with MLIR module name `<no name>` HLO name `name.1`: Failed to set window "
    "params for input 0: E2002: CompileTimeMosaicMisalignedBlockAndTiling:\n"
    "Operand of shape (..., 1024, 1000) has tiling (8, 128), but its block shape (..., 8, 100) is not divisible by "
    "tiling evenly nor matches the full shape\n"
    "See https://openxla.org/xla/errors/error_2002 for more details.";

const char* kScopedVmem =
    "E1001: CompileTimeScopedVmemOom:\n"
    "Ran out of memory in memory space vmem while allocating on stack for %name.1 = f32[2048,4096]{1,0:T(8,128)} "
    "custom-call(%x_ref.1, %y_ref.1), custom_call_target=\"tpu_custom_call\", operand_layout_constraints="
    "{f32[2048,4096]{1,0}, f32[2048,4096]{1,0}}, frontend_attributes={kernel_metadata={}}, metadata={source_file=\"-\" "
    "source_line=3 source_end_line=3 source_column=10 source_end_column=10}. Scoped allocation with size 48.00M and "
    "limit 32.00M exceeded scoped vmem limit by 16.00M. It should not be possible to run out of scoped vmem - \n"
    "See https://openxla.org/xla/errors/error_1001 for more details.";

const char* kScopedVmemWithOpName =
    "E1001: CompileTimeScopedVmemOom:\n"
    "Ran out of memory in memory space vmem while allocating on stack for %f.1 = f32[4096,4096]{1,0:T(8,128)} "
    "custom-call(%x_ref.1, %y_ref.1), custom_call_target=\"tpu_custom_call\", operand_layout_constraints="
    "{f32[4096,4096]{1,0}, f32[4096,4096]{1,0}}, frontend_attributes={kernel_metadata={}}, "
    "metadata={op_name=\"jit(f)/pallas_call\" stack_frame_id=3}. Scoped allocation with size 96.00M and limit 16.00M "
    "exceeded scoped vmem limit by 80.00M. It should not be possible to run out of scoped vmem - \n"
    "See https://openxla.org/xla/errors/error_1001 for more details.";

const char* kVmemCapacity =
    "XLA:TPU compile permanent error. Ran out of memory in memory space vmem. Used 384.00M of 128.00M vmem. Exceeded "
    "vmem capacity by 256.00M.\n\n"
    "Program vmem requirement 384.00M:\n    scoped          384.00M\n\n"
    "  Largest program allocations in vmem:\n\n"
    "  1. Size: 128.00M\n     Operator: op_name=\"jit(f)/pallas_call\"\n     Shape: u8[134217728]{0}\n"
    "     Unpadded size: 128.00M\n"
    "     Tag: input window allocation for operator input 0. The window shape is f32[4096,4096], while the full shape "
    "is f32[8192,8192]. The u8 shape/size shown above represents the raw byte size of this window in VMEM. This "
    "allocation has 2 buffering levels.\n"
    "     XLA label: f.1 = custom-call(x_ref.1, y_ref.1), custom_call_target=\"tpu_custom_call\"\n"
    "     Allocation type: scoped\n     ==========================\n\n"
    "  2. Size: 128.00M\n     Operator: op_name=\"jit(f)/pallas_call\"\n"
    "     Tag: output window allocation for operator output 0. The window shape is f32[4096,4096], while the full "
    "shape is f32[8192,8192]. This allocation has 2 buffering levels.\n";

const char* kScopedVmemNoMetadata =
    "E1001: CompileTimeScopedVmemOom:\n"
    "Ran out of memory in memory space vmem while allocating on stack for %name.1 = "
    "bf16[4096,64,128]{2,1,0:T(8,128)(2,1)S(1)} custom-call(%kv_lens_ref.1, %page_indices_ref.1, %cu_q_lens_ref.1, "
    "%broadcast.0.seq_buf_idx_ref, %copy.num_seqs_ref, /*index=5*/%q_ref.1, %kv_pages_hbm_ref.1), "
    "custom_call_target=\"tpu_custom_call\", operand_layout_constraints={s32[64]{0}, s32[64,256]{1,0}, s32[65]{0}, "
    "s32[2]{0}, s32[1]{0}, bf16[4096,64,128]{2,1,0}, bf16[16384,16,16,128]{3,2,1,0}}, "
    "frontend_attributes={kernel_metadata={}}. Scoped allocation with size 96.39M and limit 96.00M exceeded scoped "
    "vmem limit by 400.0K. It should not be possible to run out of scoped vmem - \n"
    "See https://openxla.org/xla/errors/error_1001 for more details.";

const char* kTupleShapedKernel =
    "E1001: CompileTimeScopedVmemOom:\n"
    "Ran out of memory in memory space vmem while allocating on stack for %name.1 = (f32[4,2048,128]{2,1,0:T(8,128)}, "
    "bf16[4,128,4096,128]{3,2,1,0:T(8,128)(2,1)}) custom-call(%copy-done.4, %fusion.q_ref, /*index=5*/%copy-done.2), "
    "custom_call_target=\"tpu_custom_call\", frontend_attributes={kernel_metadata={}}. Scoped allocation with size "
    "40.00M and limit 16.00M exceeded scoped vmem limit by 24.00M. It should not be possible to run out of scoped vmem "
    "- ";

// The suite's 2p GQA flash-attention kernel on v5e: kernel_metadata holds
// JSON spread over lines.
const char* kMultiLineInstruction =
    "E1001: CompileTimeScopedVmemOom:\nRan out of memory in memory space vmem while allocating on stack for %name.1 = "
    "(f32[4,2048,128]{2,1,0:T(8,128)}, bf16[4,128,4096,128]{3,2,1,0:T(8,128)(2,1)}) custom-call(%copy-done.4, "
    "/*index=5*/%copy-done.2), custom_call_target=\"tpu_custom_call\", operand_layout_constraints={s8[1,2,2]{2,1,0}, "
    "s32[4096,128]{1,0}}, frontend_attributes={kernel_metadata={\n\"xprof_metadata\":\"{\\\"block_q\\\": 2048, "
    "\\\"block_kv\\\": 2048, \\\"v_layout\\\": 1}\"\n}}. Scoped allocation with size 20.67M and limit 16.00M "
    "exceeded scoped vmem limit by 4.67M. It should not be possible to run out of scoped vmem - \n"
    "See https://openxla.org/xla/errors/error_1001 for more details.";

const char* kHbm0048 =
    "Ran out of memory on HBM, the total memory required for HLO temporaries (64.00G) exceeds available HBM (15.75G). "
    "HLO module: jit_f.";

const char* kHbm0052 =
    "E1000: CompileTimeHbmOom: Ran out of memory on HBM, the total memory required for HLO temporaries (64.00G) "
    "exceeds available HBM (31.24G). HLO module: jit_f.\n"
    "See https://openxla.org/xla/errors/error_1000 for more details.";

const char* kCpuOnlyCustomCall =
    "Custom emitter for lapack_sgetrf_ffi not found\n\t\n\nSuspected Python Code Location:\n"
    "  /tmp/pf/more.py:9:28 [<lambda>]\n  /tmp/pf/more.py:4:8 [w]\n";

TEST(CompilerMessageTest, MisalignedBlockIsACompileErrorNamingTheBlockShape) {
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOther, kBadTiling);
  EXPECT_EQ(d.status, "compile_error");
  EXPECT_EQ(d.error_id, "E2002");
  EXPECT_EQ(d.error_name, "CompileTimeMosaicMisalignedBlockAndTiling");
  EXPECT_EQ(d.summary,
            "E2002 CompileTimeMosaicMisalignedBlockAndTiling: Mosaic: Failed to set window params for input 0: Operand "
            "of shape (..., 1024, 1000) has tiling (8, 128), but its block shape (..., 8, 100) is not divisible by "
            "tiling evenly nor matches the full shape");
  EXPECT_TRUE(d.memory_space.empty());
  EXPECT_NE(d.hint.find("multiples of the tiling"), std::string::npos);
}

TEST(CompilerMessageTest, ScopedVmemOverflowIsAnOomWithTheNumbers) {
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOom, kScopedVmem);
  EXPECT_EQ(d.status, "oom");
  EXPECT_EQ(d.error_id, "E1001");
  EXPECT_EQ(d.memory_space, "vmem");
  EXPECT_TRUE(d.scoped_limit);
  EXPECT_EQ(d.required_bytes, int64_t{48} << 20);
  EXPECT_EQ(d.limit_bytes, int64_t{32} << 20);
  // The HLO instruction is shortened, the dangling sentence dropped.
  EXPECT_EQ(d.summary,
            "E1001 CompileTimeScopedVmemOom: Ran out of memory in memory space vmem while allocating on stack for "
            "%name.1 (custom-call tpu_custom_call -> f32[2048,4096]). Scoped allocation with size 48.00M and limit "
            "32.00M exceeded scoped vmem limit by 16.00M.");
  EXPECT_NE(d.hint.find("vmem_limit_bytes"), std::string::npos);
}

TEST(CompilerMessageTest, InstructionWithAnOpNameBecomesTheOpName) {
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOom, kScopedVmemWithOpName);
  EXPECT_NE(d.summary.find("allocating on stack for jit(f)/pallas_call. Scoped allocation with size 96.00M"),
            std::string::npos)
      << d.summary;
  EXPECT_EQ(d.limit_bytes, int64_t{16} << 20);
}

TEST(CompilerMessageTest, InstructionWithoutMetadataEndsAtItsSentence) {
  // The suite's 7p ragged paged attention kernel on v6e (libtpu 0.0.48.1), as it
  // was with JAXBench's 32 MiB vmem_limit.
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOom, kScopedVmemNoMetadata);
  EXPECT_EQ(d.summary,
            "E1001 CompileTimeScopedVmemOom: Ran out of memory in memory space vmem while allocating on stack for "
            "%name.1 (custom-call tpu_custom_call -> bf16[4096,64,128]). Scoped allocation with size 96.39M and limit "
            "96.00M exceeded scoped vmem limit by 400.0K.");
  EXPECT_EQ(d.limit_bytes, int64_t{96} << 20);
  EXPECT_GT(*d.required_bytes, *d.limit_bytes);
}

TEST(CompilerMessageTest, TupleShapedInstructionIsShortenedToo) {
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOom, kTupleShapedKernel);
  EXPECT_EQ(d.summary,
            "E1001 CompileTimeScopedVmemOom: Ran out of memory in memory space vmem while allocating on stack for "
            "%name.1 (custom-call tpu_custom_call -> (f32[4,2048,128], bf16[4,128,4096,128])). Scoped allocation with "
            "size 40.00M and limit 16.00M exceeded scoped vmem limit by 24.00M.");
}

TEST(CompilerMessageTest, InstructionSpanningLinesIsShortenedWhole) {
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOom, kMultiLineInstruction);
  EXPECT_EQ(d.summary,
            "E1001 CompileTimeScopedVmemOom: Ran out of memory in memory space vmem while allocating on stack for "
            "%name.1 (custom-call tpu_custom_call -> (f32[4,2048,128], bf16[4,128,4096,128])). Scoped allocation with "
            "size 20.67M and limit 16.00M exceeded scoped vmem limit by 4.67M.");
}

TEST(CompilerMessageTest, VmemCapacityReportKeepsTheHeadlineAndLargestAllocations) {
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOom, kVmemCapacity);
  EXPECT_EQ(d.status, "oom");
  EXPECT_EQ(d.memory_space, "vmem");
  EXPECT_FALSE(d.scoped_limit);
  EXPECT_EQ(d.required_bytes, int64_t{384} << 20);
  EXPECT_EQ(d.limit_bytes, int64_t{128} << 20);
  EXPECT_EQ(d.summary,
            "Ran out of memory in memory space vmem. Used 384.00M of 128.00M vmem. Exceeded vmem capacity by 256.00M. "
            "Largest allocations: 128.00M input window allocation for operator input 0 (window f32[4096,4096] of "
            "f32[8192,8192]); 128.00M output window allocation for operator output 0 (window f32[4096,4096] of "
            "f32[8192,8192]).");
}

TEST(CompilerMessageTest, HbmOomWithAndWithoutAnErrorId) {
  for (const char* message : {kHbm0048, kHbm0052}) {
    CompilerDiagnosis d = diagnose_compile_failure(kReportedOom, message);
    EXPECT_EQ(d.status, "oom");
    EXPECT_EQ(d.memory_space, "hbm");
    EXPECT_EQ(d.required_bytes, int64_t{64} << 30);
    ASSERT_TRUE(d.limit_bytes.has_value());
    EXPECT_GT(*d.limit_bytes, int64_t{15} << 30);
    EXPECT_EQ(d.summary.find("See https"), std::string::npos);
    EXPECT_NE(d.summary.find("Ran out of memory on HBM"), std::string::npos);
  }
  EXPECT_EQ(diagnose_compile_failure(kReportedOom, kHbm0052).error_id, "E1000");
}

TEST(CompilerMessageTest, OtherErrorsKeepTheirTextAndThePythonLocation) {
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOther, kCpuOnlyCustomCall);
  EXPECT_EQ(d.status, "compile_error");
  EXPECT_EQ(d.python_location, "/tmp/pf/more.py:9:28 [<lambda>]");
  EXPECT_EQ(d.summary, "Custom emitter for lapack_sgetrf_ffi not found (at /tmp/pf/more.py:9:28 [<lambda>])");
  EXPECT_TRUE(d.hint.empty());
}

TEST(CompilerMessageTest, ResourceExhaustedAloneMeansOom) {
  CompilerDiagnosis d = diagnose_compile_failure(kReportedOom, "something ran out");
  EXPECT_EQ(d.status, "oom");
  EXPECT_EQ(d.summary, "something ran out");
}

TEST(CompilerMessageTest, ByteSizes) {
  EXPECT_EQ(parse_byte_size("64.00G"), int64_t{64} << 30);
  EXPECT_EQ(parse_byte_size("127.94M"), static_cast<int64_t>(127.94 * (1 << 20) + 0.5));
  EXPECT_EQ(parse_byte_size("512"), 512);
  EXPECT_EQ(parse_byte_size("1.5KiB"), 1536);
  EXPECT_EQ(parse_byte_size("2GB"), int64_t{2} << 30);
  EXPECT_FALSE(parse_byte_size("lots").has_value());
  EXPECT_EQ(format_bytes(33546042880), "31.24 GiB");
  EXPECT_EQ(format_bytes(48 << 20), "48.00 MiB");
  EXPECT_EQ(format_bytes(100), "100 B");
}

TEST(CompilerMessageTest, PallasTpuLoweringBlockShape) {
  // jax 0.11.2's refusal, as export_candidate.py reports it.
  const std::string message =
      "exporting the candidate failed: candidate k.py: tracing/export failed: ValueError: The Pallas TPU lowering "
      "currently requires that the last two dimensions of your block shape are divisible by 8 and 128 "
      "respectively, or be equal to the respective dimensions of the overall array. Block spec for args[0] in "
      "pallas_call _kernel at /tmp/jaxbench-export-zPBLsf/k.py:13 has block shape (Blocked(block_size=4), "
      "Blocked(block_size=8192)), array shape (32768, 8192), and index_map { lambda ; a:i32[]. let  in (a, "
      "0:i32[]) }, in memory space <MemorySpace.DEFAULT: 'default'>.";
  auto d = diagnose_lowering_failure(message);
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->status, "compile_error");
  EXPECT_EQ(d->summary,
            "JAX's Pallas TPU lowering rejects block shape (4, 8192) of args[0] in pallas_call _kernel (k.py:13): "
            "its last two dimensions must be multiples of (8, 128) or equal the array's (32768, 8192)");
  EXPECT_EQ(d->python_location, "k.py:13");
  EXPECT_FALSE(d->hint.empty());
}

TEST(CompilerMessageTest, OtherExportFailuresAreNotLoweringDiagnoses) {
  EXPECT_FALSE(diagnose_lowering_failure("candidate k.py: tracing/export failed: NameError: name 'x' is not defined"));
  // The lowering's words without a block shape: nothing to name.
  EXPECT_FALSE(diagnose_lowering_failure("NotImplementedError: Unimplemented primitive in Pallas TPU lowering: erf"));
}

}  // namespace
}  // namespace jaxbench::preflight
