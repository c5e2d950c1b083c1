// Shared pieces of the tests that run against a real PJRT plugin: one
// session per test process (plugins initialize once), chosen by
// JAXBENCH_PLUGIN (default: cpu from the project's .venv).
#pragma once

#include <string>
#include <vector>

#include "runtime/session.h"

namespace jaxbench::testing {

const runtime::Session& session();

runtime::Executable compile_text(const std::string& mlir);
std::vector<HostArray> run_text(const std::string& mlir, const std::vector<HostArray>& inputs);

// Deterministic pseudo-random values in [-1, 1) (a small LCG: the tests must
// not depend on the standard library's distributions).
HostArray random_array(DType dtype, const Shape& shape, uint64_t seed);

std::string data_path(const std::string& name);

}  // namespace jaxbench::testing
