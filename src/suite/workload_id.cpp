#include "suite/workload_id.h"

#include <cctype>

namespace jaxbench::suite {

namespace {

bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }

size_t count_digits(const std::string& text, size_t from) {
  size_t end = from;
  while (end < text.size() && is_digit(text[end])) ++end;
  return end - from;
}

// "12p_RMSNorm": digits, 'p' or 'k', '_', a name.
std::optional<WorkloadId> parse_suite_id(const std::string& id) {
  size_t digits = count_digits(id, 0);
  if (digits == 0 || digits + 1 >= id.size() || (id[digits] != 'p' && id[digits] != 'k') || id[digits + 1] != '_') {
    return std::nullopt;
  }
  return WorkloadId{id.substr(0, digits + 1), std::stoi(id.substr(0, digits))};
}

// "l1_019_ReLU": 'l', the level's digit(s), '_', three digits, '_', a name.
std::optional<WorkloadId> parse_levels_id(const std::string& id) {
  if (id.size() < 2 || id[0] != 'l') return std::nullopt;
  size_t level_digits = count_digits(id, 1);
  size_t op_start = 1 + level_digits + 1;
  if (level_digits == 0 || op_start + 4 >= id.size() || id[op_start - 1] != '_') return std::nullopt;
  if (count_digits(id, op_start) != 3 || id[op_start + 3] != '_') return std::nullopt;
  int level = std::stoi(id.substr(1, level_digits));
  int op = std::stoi(id.substr(op_start, 3));
  return WorkloadId{id.substr(0, op_start + 3), level * 1000 + op};
}

std::optional<WorkloadId> parse_user_id(const std::string& id) {
  if (id.empty() || id.size() > 64 || !std::isalpha(static_cast<unsigned char>(id[0]))) return std::nullopt;
  for (char c : id) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return std::nullopt;
  }
  if (parse_suite_id(id) || parse_levels_id(id)) return std::nullopt;
  return WorkloadId{id, 0};
}

}  // namespace

const char* tier_name(Tier tier) {
  switch (tier) {
    case Tier::suite:
      return "suite";
    case Tier::levels:
      return "levels";
    case Tier::user:
      return "user";
  }
  return "suite";
}

const std::vector<Tier>& all_tiers() {
  static const std::vector<Tier> kTiers = {Tier::suite, Tier::levels, Tier::user};
  return kTiers;
}

std::optional<WorkloadId> parse_workload_id(const std::string& id, Tier tier) {
  switch (tier) {
    case Tier::suite:
      return parse_suite_id(id);
    case Tier::levels:
      return parse_levels_id(id);
    case Tier::user:
      return parse_user_id(id);
  }
  return std::nullopt;
}

Tier tier_of_id(const std::string& id) {
  if (parse_suite_id(id)) return Tier::suite;
  if (parse_levels_id(id)) return Tier::levels;
  return Tier::user;
}

}  // namespace jaxbench::suite
