// The writers of the verdict's top-level JSON keys, one a key, for the
// field table (judge/verdict_fields.cpp). Ours are in verdict_json.cpp,
// JAXBench's layout in verdict_jaxbench.cpp. A writer returns a discarded
// value (nlohmann::json::value_t::discarded) where its key is absent.
#pragma once

#include <nlohmann/json.hpp>

#include "judge/verdict.h"

namespace jaxbench::judge::sections {

nlohmann::json correctness(const Verdict& v);
nlohmann::json static_checks(const Verdict& v);
nlohmann::json timing(const Verdict& v);
nlohmann::json roofline(const Verdict& v);
nlohmann::json held_out(const Verdict& v);

// JAXBench's evaluate --json keys (judge/verdict_jaxbench.h).
nlohmann::json baseline(const Verdict& v);
nlohmann::json kernel(const Verdict& v);
nlohmann::json pallas_reference(const Verdict& v);
nlohmann::json speedup_vs_baseline(const Verdict& v);
nlohmann::json speedup_vs_pallas(const Verdict& v);
nlohmann::json error(const Verdict& v);

}  // namespace jaxbench::judge::sections
