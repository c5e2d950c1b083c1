// Bad input gets a clear one-line error, never a crash.
#include <gtest/gtest.h>

#include <fstream>

#include "core/npy.h"
#include "runtime/runtime_test_util.h"

namespace jaxbench {
namespace {

using testing::session;

template <class Fn>
std::string error_of(Fn&& fn) {
  try {
    fn();
  } catch (const Error& error) {
    std::string what = error.what();
    EXPECT_EQ(what.find('\n'), std::string::npos) << "error must be one line: " << what;
    return what;
  }
  ADD_FAILURE() << "expected a jaxbench::Error";
  return "";
}

TEST(BadInput, MalformedMlirCarriesTheCompilersMessage) {
  std::string what = error_of([] {
    testing::compile_text(
        "module { func.func public @main(%x: tensor<4xf32>) -> tensor<4xf32> { %0 = stablehlo.bogus %x } }");
  });
  EXPECT_NE(what.find("PJRT_Client_Compile failed"), std::string::npos) << what;
  EXPECT_NE(what.find("stablehlo.bogus"), std::string::npos) << what;
  try {
    testing::compile_text("this is not MLIR");
  } catch (const PjrtError& error) {
    EXPECT_NE(error.code(), 0);
    EXPECT_FALSE(error.plugin_message().empty());
  }
}

TEST(BadInput, TypeErrorInsideTheProgram) {
  std::string what = error_of([] {
    testing::compile_text(R"(module {
  func.func public @main(%x: tensor<4xf32>, %y: tensor<5xf32>) -> tensor<4xf32> {
    %0 = stablehlo.add %x, %y : (tensor<4xf32>, tensor<5xf32>) -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
})");
  });
  EXPECT_NE(what.find("PJRT_Client_Compile failed"), std::string::npos) << what;
}

TEST(BadInput, SignatureMismatchIsCaughtBeforeExecution) {
  auto program = runtime::load_program(testing::data_path("softmax.mlir"));
  HostArray x = read_npy(testing::data_path("softmax_x.npy"));
  HostArray w = read_npy(testing::data_path("softmax_w.npy"));
  HostArray x_f32(DType::kF32, x.shape);

  std::string wrong_dtype = error_of([&] {
    runtime::run_program(session(), program, {x_f32, w}, {"x32.npy", "w.npy"});
  });
  EXPECT_EQ(wrong_dtype, "argument 0 (x32.npy): the program expects bf16[8x16] but got f32[8x16]");

  std::string swapped = error_of([&] { runtime::run_program(session(), program, {w, x}); });
  EXPECT_EQ(swapped, "argument 0: the program expects bf16[8x16] but got bf16[16x4]");

  std::string count = error_of([&] { runtime::run_program(session(), program, {x}); });
  EXPECT_NE(count.find("takes 2 argument(s) but 1 input(s) were given"), std::string::npos) << count;
}

TEST(BadInput, BytecodeWithWrongInputsFailsCleanlyInThePlugin) {
  // Bytecode has no text signature; the plugin's own check must still turn
  // a wrong argument into an error, not a crash.
  auto program = runtime::load_program(testing::data_path("softmax.mlirbc"));
  HostArray x = read_npy(testing::data_path("softmax_x.npy"));
  std::string what = error_of([&] { runtime::run_program(session(), program, {x}); });
  EXPECT_NE(what.find("PJRT_LoadedExecutable_Execute failed"), std::string::npos) << what;
}

TEST(BadInput, FilesThatAreNotPlugins) {
  std::string text_file = error_of([] { runtime::Plugin::load(testing::data_path("softmax.mlir")); });
  EXPECT_NE(text_file.find("cannot load PJRT plugin"), std::string::npos) << text_file;
  std::string missing = error_of([] { platform::locate_plugin("/no/such/plugin.so"); });
  EXPECT_EQ(missing, "PJRT plugin file /no/such/plugin.so does not exist");
  std::string unknown = error_of([] { platform::locate_plugin("gpu9000"); });
  EXPECT_NE(unknown.find("unknown plugin 'gpu9000'"), std::string::npos) << unknown;
}

TEST(BadInput, LibraryWithoutGetPjrtApi) {
  // libm is on every Linux machine and certainly not a PJRT plugin.
  for (const char* path : {"/lib/x86_64-linux-gnu/libm.so.6", "/usr/lib/x86_64-linux-gnu/libm.so.6"}) {
    if (!std::ifstream(path)) continue;
    std::string what = error_of([&] { runtime::Plugin::load(path); });
    EXPECT_NE(what.find("has no GetPjrtApi symbol"), std::string::npos) << what;
    return;
  }
  GTEST_SKIP() << "no libm found at the usual paths";
}

TEST(BadInput, MissingNamedPluginSaysWhatToInstall) {
  // libtpu is not installed by default; when it is, this case cannot be shown.
  try {
    platform::locate_plugin("tpu");
    GTEST_SKIP() << "libtpu is installed here";
  } catch (const Error& error) {
    std::string what = error.what();
    EXPECT_NE(what.find("no tpu PJRT plugin found"), std::string::npos) << what;
    EXPECT_NE(what.find("pip install libtpu"), std::string::npos) << what;
  }
}

}  // namespace
}  // namespace jaxbench
