// An owned PJRT_Event: a future for asynchronous work (a transfer, an
// execution). Move-only; destroyed with the plugin's own function.
#pragma once

#include "runtime/api.h"

namespace jaxbench::runtime {

class Event {
 public:
  Event() = default;
  Event(Api api, PJRT_Event* event) : api_(api), event_(event) {}
  Event(Event&& other) noexcept : api_(other.api_), event_(other.event_) { other.event_ = nullptr; }
  Event& operator=(Event&& other) noexcept;
  Event(const Event&) = delete;
  Event& operator=(const Event&) = delete;
  ~Event() { reset(); }

  bool valid() const { return event_ != nullptr; }
  // Blocks until the work is done; throws PjrtError if it failed. An empty
  // Event (plugins may return none) counts as already done.
  void await(const char* what = "PJRT_Event_Await") const;
  bool is_ready() const;
  void reset();

 private:
  Api api_{nullptr};
  PJRT_Event* event_ = nullptr;
};

}  // namespace jaxbench::runtime
