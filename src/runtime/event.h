// An owned PJRT_Event: a future for asynchronous work (a transfer, an
// execution). Move-only; destroyed with the plugin's own function.
#pragma once

#include "runtime/handle.h"

namespace jaxbench::runtime {

class Event {
 public:
  Event() = default;
  Event(Api api, PJRT_Event* event) : event_(api, event) {}

  bool valid() const { return static_cast<bool>(event_); }
  // Blocks until the work is done; throws PjrtError if it failed. An empty
  // Event (plugins may return none) counts as already done.
  void await(const char* what = "PJRT_Event_Await") const;
  bool is_ready() const;
  void reset() { event_.reset(); }

 private:
  EventHandle event_;
};

}  // namespace jaxbench::runtime
