// A unit's final bundles as libtpu dumps them, shared by the dump reader's
// tests and the estimate's.
#pragma once

namespace jaxbench::preflight::bundle_fixtures {

// Two bundles before a loop of three bundles run 10 times, one of them a
// descriptor spread over continuation lines, then one bundle after it.
inline constexpr const char* kOneLoop =
    "= control target key start\n"
    "LB: loop body\n"
    "= control target key end\n"
    "   0x0   :  { %1 = vsyncpa [#allocation4], 0 }\n"
    "   0x1   :  { %s2 = smov 0 }\n"
    "   0xb LB: > { %s3 = sadd.s32 1, %s2 }\n"
    "   0xc   : > { %4 = dma.hbm_to_vmem /* window_bounds: (32, 4)\n"
    "iteration_bounds: (4, 2)\n"
    "element_size_in_bytes: 4096 */ }\n"
    "   0xd   : > { %p5 = scmp.ge.s32.totalorder %s21_s16, 10 /* loop exit test */  ;;  %s6 = smov 1 }\n"
    "   0xe   :  {} /* End region 4 */\n";

}  // namespace jaxbench::preflight::bundle_fixtures
