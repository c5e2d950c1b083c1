// How a workload's id reads in each tier, and the tiers themselves.
//   suite   the 50 shared workloads:     "12p_RMSNorm" (prefix "12p", number 12)
//   levels  JAXBench's KernelBench-style ops: "l1_019_ReLU" (prefix "l1_019",
//           number 1019: level 1, op 19)
//   user    a user's own op (jaxbench workload add): "gla_chunk" (prefix = the id)
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace jaxbench::suite {

enum class Tier { suite, levels, user };

// "suite", "levels", "user": the names the store, the leaderboard and --json use.
const char* tier_name(Tier tier);
// The tiers in listing order.
const std::vector<Tier>& all_tiers();

struct WorkloadId {
  std::string prefix;
  int number = 0;
};

// The id's prefix and number when it has the form of `tier`, else nullopt.
// A user id is a letter followed by letters, digits and '_' that does not
// read as a suite or levels id (so it can never shadow one).
std::optional<WorkloadId> parse_workload_id(const std::string& id, Tier tier);

// The tier an id's form says (the forms never overlap): what the store
// records with each attempt. An id of no tier's form reads as user.
Tier tier_of_id(const std::string& id);

}  // namespace jaxbench::suite
