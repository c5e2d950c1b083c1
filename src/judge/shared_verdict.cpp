#include "judge/shared_verdict.h"

namespace jaxbench::judge {

void SharedVerdict::publish(const Verdict& verdict) {
  std::lock_guard<std::mutex> lock(mutex_);
  verdict_ = verdict;
}

Verdict SharedVerdict::snapshot() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return verdict_;
}

}  // namespace jaxbench::judge
