// The probes of a program's own while loops (loop_probe.h): which loops are
// listed (bounded by values) and what each probe keeps. The fixtures are
// make_loop_fixtures.py's: a loop to n[0], a constant loop, and a loop to
// n[i] inside a constant one.
#include "preflight/loop_probe.h"

#include <gtest/gtest.h>

#include "core/files.h"

namespace jaxbench::preflight {
namespace {

std::string fixture(const std::string& name) {
  return read_file(std::string(JAXBENCH_TEST_DATA) + "/preflight/" + name);
}

TEST(LoopProbe, ALoopToAnArgumentIsCountedFromThatArgumentAlone) {
  LoopProbes probes = build_loop_probes(fixture("xla_loop_dynamic.mlir"));
  ASSERT_EQ(probes.loops.size(), 1u);
  EXPECT_EQ(probes.loops[0].where, "@main: while loop 1");
  ASSERT_EQ(probes.loops[0].probe, 0) << probes.loops[0].why_not;
  EXPECT_EQ(probes.loops[0].result, 0);
  EXPECT_EQ(probes.loops[0].entries, -1) << "a loop at the top starts once";
  ASSERT_EQ(probes.probes.size(), 1u);
  EXPECT_EQ(probes.probes[0].arguments, std::vector<int>{2}) << "only n, not the two f32 arrays";
  const std::string& t = probes.probes[0].module_text;
  EXPECT_EQ(t.find("dot_general"), std::string::npos) << "the loop's matmul is not what its exit test needs\n" << t;
  EXPECT_NE(t.find("%__loop:3 = stablehlo.while(%iterArg_1 = %c_0, %iterArg_2 = %0, %__loop_trips = %__loop_zero)"),
            std::string::npos)
      << t;
  EXPECT_NE(t.find("return %__loop#2 : tensor<i64>"), std::string::npos) << t;
}

TEST(LoopProbe, TheProbesLoopStopsAtTheTripCapSoALoopThatNeverEndsCannotHangTheHost) {
  LoopProbes probes = build_loop_probes(fixture("xla_loop_stepped.mlir"));
  ASSERT_EQ(probes.probes.size(), 1u);
  const std::string& t = probes.probes[0].module_text;
  EXPECT_NE(t.find("%__loop_cap = stablehlo.constant dense<" + std::to_string(kLoopProbeTripCap) + ">"),
            std::string::npos)
      << t;
  EXPECT_NE(t.find("%__loop_go = stablehlo.and %3, %__loop_room : tensor<i1>"), std::string::npos) << t;
  EXPECT_NE(t.find("stablehlo.return %__loop_go : tensor<i1>"), std::string::npos) << t;
  EXPECT_EQ(t.find("dot_general"), std::string::npos) << t;
}

TEST(LoopProbe, ALoopWithAConstantBoundIsNotListed) {
  LoopProbes probes = build_loop_probes(fixture("xla_loop_8.mlir"));
  EXPECT_TRUE(probes.loops.empty()) << probes.loops.front().where;
  EXPECT_TRUE(probes.probes.empty());
}

TEST(LoopProbe, AnInnerLoopToAValuePerOuterTripIsSummedOverTheOuterLoop) {
  LoopProbes probes = build_loop_probes(fixture("xla_loop_nested.mlir"));
  ASSERT_EQ(probes.loops.size(), 1u) << "the outer loop's bound is a constant: only the inner one is listed";
  const ProbedLoop& inner = probes.loops[0];
  EXPECT_EQ(inner.where, "@main: while loop 1, loop 1 inside it");
  ASSERT_EQ(inner.probe, 0) << inner.why_not;
  EXPECT_EQ(inner.result, 1);
  EXPECT_EQ(inner.entries, 0) << "entered once per outer trip";
  const std::string& t = probes.probes[0].module_text;
  EXPECT_EQ(probes.probes[0].arguments, std::vector<int>{2});
  EXPECT_EQ(t.find("dot_general"), std::string::npos) << t;
  EXPECT_NE(t.find("stablehlo.subtract %7, %c_1 : tensor<i32>"), std::string::npos) << "bound - start\n" << t;
  EXPECT_NE(t.find("return %__loop#3, %__loop#4 : tensor<i64>, tensor<i64>"), std::string::npos) << t;
}

TEST(LoopProbe, AnInnerLoopThatIsNotACounterIsListedWithWhy) {
  std::string text = fixture("xla_loop_nested.mlir");
  // The inner loop's exit test against a carried f32 value: not fori-shaped.
  size_t test = text.find("%10 = stablehlo.compare LT, %iterArg_7, %iterArg_8");
  ASSERT_NE(test, std::string::npos);
  text.replace(text.find("LT", test), 2, "GT");
  LoopProbes probes = build_loop_probes(text);
  ASSERT_EQ(probes.loops.size(), 1u);
  EXPECT_EQ(probes.loops[0].probe, -1);
  EXPECT_NE(probes.loops[0].why_not.find("not a counter"), std::string::npos) << probes.loops[0].why_not;
}

}  // namespace
}  // namespace jaxbench::preflight
