#include "runtime/event.h"

namespace jaxbench::runtime {

Event& Event::operator=(Event&& other) noexcept {
  if (this != &other) {
    reset();
    api_ = other.api_;
    event_ = other.event_;
    other.event_ = nullptr;
  }
  return *this;
}

void Event::await(const char* what) const {
  if (event_ == nullptr) return;
  auto args = JAXBENCH_ARGS(PJRT_Event_Await_Args, event);
  args.event = event_;
  api_.call(&PJRT_Api::PJRT_Event_Await, what, &args);
}

bool Event::is_ready() const {
  if (event_ == nullptr) return true;
  auto args = JAXBENCH_ARGS(PJRT_Event_IsReady_Args, is_ready);
  args.event = event_;
  api_.call(&PJRT_Api::PJRT_Event_IsReady, "PJRT_Event_IsReady", &args);
  return args.is_ready;
}

void Event::reset() {
  if (event_ == nullptr) return;
  auto args = JAXBENCH_ARGS(PJRT_Event_Destroy_Args, event);
  args.event = event_;
  event_ = nullptr;
  try {
    api_.call(&PJRT_Api::PJRT_Event_Destroy, "PJRT_Event_Destroy", &args);
  } catch (const Error&) {
    // A destructor must not throw; a failed destroy leaks one event at worst.
  }
}

}  // namespace jaxbench::runtime
