// The program's own while loops bounded by values it computes (not a
// kernel's loops): their trips as the host counted them on the inputs
// (preflight/loop_probe.h), handed to the worker with the kernels' operand
// values, so TLP's loops without a constant bound count those trips
// instead of once (dump_reader.h's count_bundles).
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace jaxbench::preflight {

struct ProgramLoop {
  std::string where;    // "@update_kv_cache: while loop 1, loop 1 inside it"
  bool known = false;   // the host computed its trips
  double trips = 0;     // body runs over one program run
  double entries = 1;   // times it starts (the trips of the loop around it, 1 at the top)
  std::string why_not;  // when not known
};

nlohmann::json program_loops_json(const std::vector<ProgramLoop>& loops);
std::vector<ProgramLoop> program_loops_from_json(const nlohmann::json& list);

// Per loop, in order: its trips per entry, or -1 when not known (it counts once).
std::vector<double> trips_per_entry(const std::vector<ProgramLoop>& loops);

// "@f: while loop 1: 4096 trips over 2 entries, from the inputs" or why not.
std::string describe(const ProgramLoop& loop);

}  // namespace jaxbench::preflight
