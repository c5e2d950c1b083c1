#include "runtime/runtime_test_util.h"

#include <memory>

namespace jaxbench::testing {

const runtime::Session& session() {
  static const std::unique_ptr<runtime::Session> kSession =
      std::make_unique<runtime::Session>(runtime::Session::open(""));
  return *kSession;
}

runtime::Executable compile_text(const std::string& mlir) {
  return session().client().compile(runtime::Program{mlir, "test program"});
}

std::vector<HostArray> run_text(const std::string& mlir, const std::vector<HostArray>& inputs) {
  return runtime::run_program(session(), runtime::Program{mlir, "test program"}, inputs);
}

HostArray random_array(DType dtype, const Shape& shape, uint64_t seed) {
  HostArray array(dtype, shape);
  uint64_t state = seed * 6364136223846793005ULL + 1442695040888963407ULL;
  for (int64_t i = 0; i < array.size(); ++i) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    double unit = static_cast<double>(state >> 11) / static_cast<double>(1ULL << 53);
    array.set(i, 2.0 * unit - 1.0);
  }
  return array;
}

std::string data_path(const std::string& name) { return std::string(JAXBENCH_TEST_DATA) + "/" + name; }

}  // namespace jaxbench::testing
