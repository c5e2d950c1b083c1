#include "tpu_model/program_loops.h"

#include <cmath>

namespace jaxbench::preflight {

using json = nlohmann::json;

json program_loops_json(const std::vector<ProgramLoop>& loops) {
  json list = json::array();
  for (const auto& l : loops) {
    json item = {{"where", l.where}, {"known", l.known}, {"trips", l.trips}, {"entries", l.entries}};
    if (!l.why_not.empty()) item["why_not"] = l.why_not;
    list.push_back(item);
  }
  return list;
}

std::vector<ProgramLoop> program_loops_from_json(const json& list) {
  std::vector<ProgramLoop> loops;
  for (const auto& item : list) {
    ProgramLoop l;
    l.where = item.value("where", "");
    l.known = item.value("known", false);
    l.trips = item.value("trips", 0.0);
    l.entries = item.value("entries", 1.0);
    l.why_not = item.value("why_not", "");
    loops.push_back(l);
  }
  return loops;
}

std::vector<double> trips_per_entry(const std::vector<ProgramLoop>& loops) {
  std::vector<double> out;
  for (const auto& l : loops) out.push_back(!l.known ? -1.0 : l.entries > 0 ? l.trips / l.entries : 0.0);
  return out;
}

std::string describe(const ProgramLoop& loop) {
  if (!loop.known) return loop.where + ": trips not known (" + loop.why_not + ")";
  auto count = [](double n) { return std::to_string(static_cast<long long>(std::llround(n))); };
  return loop.where + ": " + count(loop.trips) + " trips over " + count(loop.entries) + " entr" +
         (std::llround(loop.entries) == 1 ? "y" : "ies") + ", from the inputs";
}

}  // namespace jaxbench::preflight
