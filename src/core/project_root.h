// Where the jaxbench checkout is: `JAXBENCH_ROOT` if set, else the first
// folder above the running executable (then above the working directory)
// that holds the suite (`workloads/`) and `CMakeLists.txt`.
#pragma once

#include <optional>
#include <string>

namespace jaxbench {

std::optional<std::string> project_root();

}  // namespace jaxbench
