// The verdict of an evaluation in progress, as another thread may read it:
// the watchdog's, which reports a `timeout` verdict when a candidate's
// execution hangs. The evaluating thread publishes a copy between stages
// (and between correctness cases), never while an execution is in flight,
// so a stuck execution never holds the lock the watchdog needs.
#pragma once

#include <mutex>

#include "judge/verdict.h"

namespace jaxbench::judge {

class SharedVerdict {
 public:
  void publish(const Verdict& verdict);
  Verdict snapshot() const;

 private:
  mutable std::mutex mutex_;
  Verdict verdict_;
};

}  // namespace jaxbench::judge
