// The one way elapsed time is read: seconds on the steady clock since a
// point taken from it (phases, walls, budgets).
#pragma once

#include <chrono>

namespace jaxbench {

inline double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace jaxbench
