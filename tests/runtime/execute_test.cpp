// Numbers computed by the plugin, checked against the same math done here in
// double precision.
#include <gtest/gtest.h>

#include <cmath>

#include "core/npy.h"
#include "runtime/runtime_test_util.h"

namespace jaxbench {
namespace {

using testing::random_array;
using testing::run_text;
using testing::session;

TEST(Execute, ElementwiseOps) {
  const char* program = R"(module {
  func.func public @main(%x: tensor<256xf32>, %y: tensor<256xf32>) -> (tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %sum = stablehlo.add %x, %y : tensor<256xf32>
    %product = stablehlo.multiply %x, %y : tensor<256xf32>
    %e = stablehlo.exponential %x : tensor<256xf32>
    %t = stablehlo.tanh %y : tensor<256xf32>
    %m = stablehlo.maximum %e, %t : tensor<256xf32>
    %neg = stablehlo.negate %product : tensor<256xf32>
    return %sum, %neg, %m, %t : tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
  }
})";
  HostArray x = random_array(DType::kF32, {256}, 1), y = random_array(DType::kF32, {256}, 2);
  auto out = run_text(program, {x, y});
  ASSERT_EQ(out.size(), 4u);
  for (int64_t i = 0; i < 256; ++i) {
    double a = x.get(i), b = y.get(i);
    EXPECT_EQ(out[0].get(i), static_cast<float>(a + b));
    EXPECT_EQ(out[1].get(i), -static_cast<float>(a * b));
    EXPECT_NEAR(out[2].get(i), std::max(std::exp(a), std::tanh(b)), 4e-7 * std::exp(a) + 1e-7);
    EXPECT_NEAR(out[3].get(i), std::tanh(b), 4e-7);
  }
}

// C = A . B in `dtype`, accumulating as the StableHLO says; returns C and
// the exact double product of the same (rounded) inputs. The dot asks for
// HIGHEST precision: at DEFAULT the CUDA plugin multiplies f32 in TF32 (seen
// on an H200: 1.7e-4 relative error), which is not what an f32 bound tests.
struct MatmulCase {
  HostArray c;
  std::vector<double> exact;
  std::vector<double> magnitude;  // sum |a||b| per element, for error bounds
};

MatmulCase run_matmul(DType in, DType out, int m, int k, int n) {
  std::string ti = name(in), to = name(out);
  auto type = [](int r, int c, const std::string& t) {
    return "tensor<" + std::to_string(r) + "x" + std::to_string(c) + "x" + t + ">";
  };
  std::string program = "module {\n  func.func public @main(%a: " + type(m, k, ti) + ", %b: " + type(k, n, ti) +
                        ") -> " + type(m, n, to) +
                        " {\n    %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0],\n" +
                        "        precision = [HIGHEST, HIGHEST] : (" + type(m, k, ti) + ", " + type(k, n, ti) +
                        ") -> " + type(m, n, to) + "\n    return %0 : " + type(m, n, to) + "\n  }\n}";
  HostArray a = random_array(in, {m, k}, 11), b = random_array(in, {k, n}, 12);
  MatmulCase result;
  result.c = run_text(program, {a, b})[0];
  for (int i = 0; i < m; ++i) {
    for (int j = 0; j < n; ++j) {
      double sum = 0, magnitude = 0;
      for (int p = 0; p < k; ++p) {
        sum += a.get(i * k + p) * b.get(p * n + j);
        magnitude += std::fabs(a.get(i * k + p) * b.get(p * n + j));
      }
      result.exact.push_back(sum);
      result.magnitude.push_back(magnitude);
    }
  }
  return result;
}

TEST(Execute, DotGeneralF32MatchesDoubleProduct) {
  MatmulCase r = run_matmul(DType::kF32, DType::kF32, 48, 160, 40);
  for (size_t i = 0; i < r.exact.size(); ++i) {
    // f32 accumulation over 160 terms: well inside 160 * 2^-24 relative to sum |a||b|.
    ASSERT_NEAR(r.c.get(i), r.exact[i], 160 * std::ldexp(1.0, -24) * r.magnitude[i]) << "element " << i;
  }
}

TEST(Execute, DotGeneralBf16MatchesDoubleProduct) {
  // bf16 inputs, f32 result: the products of bf16 values are exact in f32,
  // so only the f32 accumulation rounds.
  MatmulCase wide = run_matmul(DType::kBF16, DType::kF32, 32, 128, 24);
  for (size_t i = 0; i < wide.exact.size(); ++i) {
    ASSERT_NEAR(wide.c.get(i), wide.exact[i], 128 * std::ldexp(1.0, -24) * wide.magnitude[i]) << i;
  }
  // bf16 result: at most the bf16 rounding of the result (2^-8 relative,
  // half an ulp each side) plus the accumulation error above.
  MatmulCase narrow = run_matmul(DType::kBF16, DType::kBF16, 32, 128, 24);
  int differing = 0;
  for (size_t i = 0; i < narrow.exact.size(); ++i) {
    double bound = std::ldexp(1.0, -8) * std::fabs(narrow.exact[i]) + 128 * std::ldexp(1.0, -24) * narrow.magnitude[i];
    ASSERT_NEAR(narrow.c.get(i), narrow.exact[i], bound) << i;
    differing += narrow.c.get(i) != bf16_to_double(double_to_bf16(narrow.exact[i]));
  }
  // Most results must be the correctly rounded value itself.
  EXPECT_LT(differing, static_cast<int>(narrow.exact.size()) / 4);
}

TEST(Execute, ReductionsWithSeveralOutputs) {
  const char* program = R"(module {
  func.func public @main(%x: tensor<32x50xf32>) -> (tensor<32xf32>, tensor<50xf32>) {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %lowest = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %rows = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [1] : (tensor<32x50xf32>, tensor<f32>) -> tensor<32xf32>
    %cols = stablehlo.reduce(%x init: %lowest) applies stablehlo.maximum across dimensions = [0] : (tensor<32x50xf32>, tensor<f32>) -> tensor<50xf32>
    return %rows, %cols : tensor<32xf32>, tensor<50xf32>
  }
})";
  HostArray x = random_array(DType::kF32, {32, 50}, 5);
  auto out = run_text(program, {x});
  ASSERT_EQ(out.size(), 2u);
  EXPECT_EQ(out[0].shape, Shape{32});
  EXPECT_EQ(out[1].shape, Shape{50});
  for (int i = 0; i < 32; ++i) {
    double sum = 0;
    for (int j = 0; j < 50; ++j) sum += x.get(i * 50 + j);
    EXPECT_NEAR(out[0].get(i), sum, 50 * std::ldexp(1.0, -23));
  }
  for (int j = 0; j < 50; ++j) {
    double best = -INFINITY;
    for (int i = 0; i < 32; ++i) best = std::max(best, x.get(i * 50 + j));
    EXPECT_EQ(out[1].get(j), best);
  }
}

TEST(Execute, TwoExecutionsInFlightAtOnce) {
  const char* program = R"(module {
  func.func public @main(%x: tensor<128x128xf32>) -> tensor<128x128xf32> {
    %0 = stablehlo.dot_general %x, %x, contracting_dims = [1] x [0] : (tensor<128x128xf32>, tensor<128x128xf32>) -> tensor<128x128xf32>
    %1 = stablehlo.tanh %0 : tensor<128x128xf32>
    return %1 : tensor<128x128xf32>
  }
})";
  const auto& s = session();
  auto executable = testing::compile_text(program);
  HostArray first = random_array(DType::kF32, {128, 128}, 21), second = random_array(DType::kF32, {128, 128}, 22);
  auto a = s.client().to_device(first, s.device());
  auto b = s.client().to_device(second, s.device());
  // Launch both before waiting for either.
  runtime::Execution one = executable.execute_async({&a}, s.device());
  runtime::Execution two = executable.execute_async({&b}, s.device());
  two.await();
  one.await();
  HostArray r1 = one.outputs[0].to_host(), r2 = two.outputs[0].to_host();
  // Each must equal a sequential run on the same input.
  auto sequential1 = executable.execute({&a}, s.device())[0].to_host();
  auto sequential2 = executable.execute({&b}, s.device())[0].to_host();
  EXPECT_EQ(r1.bytes, sequential1.bytes);
  EXPECT_EQ(r2.bytes, sequential2.bytes);
  EXPECT_NE(r1.bytes, r2.bytes);
  // And be right: spot-check element (3, 7).
  double dot = 0;
  for (int p = 0; p < 128; ++p) dot += first.get(3 * 128 + p) * first.get(p * 128 + 7);
  EXPECT_NEAR(r1.get(3 * 128 + 7), std::tanh(dot), 1e-5);
}

TEST(Execute, JaxExportedTextAndBytecodeMatchJax) {
  HostArray x = read_npy(testing::data_path("softmax_x.npy"));
  HostArray w = read_npy(testing::data_path("softmax_w.npy"));
  HostArray expected0 = read_npy(testing::data_path("softmax_out0.npy"));
  HostArray expected1 = read_npy(testing::data_path("softmax_out1.npy"));
  for (const char* file : {"softmax.mlir", "softmax.mlirbc"}) {
    auto program = runtime::load_program(testing::data_path(file));
    auto out = runtime::run_program(session(), program, {x, w});
    ASSERT_EQ(out.size(), 2u) << file;
    ASSERT_EQ(out[0].dtype, DType::kBF16);
    for (int64_t i = 0; i < expected0.size(); ++i) {
      // Within one bf16 ulp of JAX's output (bit-exact on the plugin built
      // from the same XLA as the exporting jaxlib; checked by the suite test).
      EXPECT_NEAR(out[0].get(i), expected0.get(i), std::ldexp(std::fabs(expected0.get(i)), -7)) << file << " " << i;
    }
    EXPECT_NEAR(out[1].get(0), expected1.get(0), 1e-5 * std::fabs(expected1.get(0))) << file;
  }
}

}  // namespace
}  // namespace jaxbench

namespace jaxbench::runtime {
namespace {

// The overrides an untimed suite program compiles with reach the compiler:
// this platform's own set compiles and computes as without it, and a name
// XLA does not know is refused, named in the error.
TEST(Execute, CompileOverridesReachTheCompiler) {
  const std::string program = R"(module {
  func.func public @main(%x: tensor<64xf32>) -> tensor<64xf32> {
    %y = stablehlo.multiply %x, %x : tensor<64xf32>
    return %y : tensor<64xf32>
  }
})";
  const Session& s = testing::session();
  HostArray x = testing::random_array(DType::kF32, {64}, 3);
  for (const auto& overrides : {platform::untimed_program_overrides(s.client().platform_name()),
                                std::vector<platform::XlaOptionOverride>{{"xla_gpu_autotune_level", 0}}}) {
    Executable executable = s.client().compile(Program{program, "squares", overrides});
    Buffer input = s.client().to_device(x, s.device());
    HostArray y = executable.execute({&input}, s.device())[0].to_host();
    for (int64_t i = 0; i < 64; ++i) EXPECT_EQ(y.get(i), static_cast<float>(x.get(i) * x.get(i)));
  }
  try {
    s.client().compile(Program{program, "squares", {{"xla_no_such_option_jaxbench", 1}}});
    FAIL() << "an unknown XLA option compiled";
  } catch (const std::exception& error) {
    EXPECT_NE(std::string(error.what()).find("xla_no_such_option_jaxbench"), std::string::npos) << error.what();
  }
}

}  // namespace
}  // namespace jaxbench::runtime
