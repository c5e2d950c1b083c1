#include "core/status.h"

namespace jaxbench {

std::optional<Status> status_from_string(std::string_view text) {
  for (int i = 0; i <= static_cast<int>(Status::kSkipped); ++i) {
    auto status = static_cast<Status>(i);
    if (text == to_string(status)) return status;
  }
  return std::nullopt;
}

}  // namespace jaxbench
