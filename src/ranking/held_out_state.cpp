#include "ranking/held_out_state.h"

#include <nlohmann/json.hpp>

namespace jaxbench::ranking {

HeldOutState held_out_state(const std::string& verdict_json) {
  nlohmann::json v = nlohmann::json::parse(verdict_json, nullptr, false);
  if (!v.is_object()) return HeldOutState::not_checked;
  std::string status = v.value("status", "");
  const nlohmann::json& export_info = v.contains("export") ? v["export"] : nlohmann::json();
  bool mlir = export_info.is_object() && export_info.value("kind", "") == "mlir";
  if (mlir && status == "correct") return HeldOutState::single_shape;
  const nlohmann::json& held_out = v.contains("held_out") ? v["held_out"] : nlohmann::json();
  if (!held_out.is_object() || !held_out.value("checked", false)) return HeldOutState::not_checked;
  if (status == "correct" && held_out.value("correct", false)) return HeldOutState::generalizes;
  bool shape_failed = held_out.contains("reason") && held_out["reason"].is_string();
  return status == "incorrect" && shape_failed ? HeldOutState::failed : HeldOutState::not_checked;
}

std::optional<double> Generalization::rate() const {
  if (public_correct == 0) return std::nullopt;
  return static_cast<double>(held_out_correct) / public_correct;
}

}  // namespace jaxbench::ranking
