#include "runtime/event.h"

namespace jaxbench::runtime {

void Event::await(const char* what) const {
  if (!event_) return;
  auto args = JAXBENCH_ARGS(PJRT_Event_Await_Args, event);
  args.event = event_.get();
  event_.api().call(&PJRT_Api::PJRT_Event_Await, what, &args);
}

bool Event::is_ready() const {
  if (!event_) return true;
  auto args = JAXBENCH_ARGS(PJRT_Event_IsReady_Args, is_ready);
  args.event = event_.get();
  event_.api().call(&PJRT_Api::PJRT_Event_IsReady, "PJRT_Event_IsReady", &args);
  return args.is_ready;
}

}  // namespace jaxbench::runtime
