// Reads what libtpu writes about its own compiled code when asked to dump it
// (LIBTPU_INIT_ARGS --xla_jf_dump_to=DIR --xla_jf_dump_llo_text=true): one
// "<id>-<unit>-<pass>-final_bundles.txt" per compiled unit (the top-level
// program "TLP", each XLA fusion, each Mosaic kernel of a Pallas call, and
// libtpu's own <late-initialization>/<late-finalization> code). A bundle is
// one VLIW instruction word, issued in one cycle when nothing stalls; the
// text marks each loop's first bundle "LB:" and its exit test with
// "/* loop exit test */" comparing the counter against a constant bound.
// Verified against libtpu 0.0.48.1 with a deviceless compile for v6e.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace jaxbench::preflight {

// One compiled unit's bundles, counted statically and weighted by the trip
// counts of the loops they sit in.
struct UnitBundles {
  std::string unit;             // TLP, convolution_convert_fusion, name.1
  int64_t bundles = 0;          // static count
  double executed_bundles = 0;  // sum of bundle × enclosing trip counts
  int loops = 0;                // loops with a constant trip count
  int loops_without_bound = 0;  // an exit test whose bound is not a constant (counted once)
  int64_t max_trip_count = 0;
};

// The bundles of one final_bundles.txt text.
UnitBundles count_bundles(const std::string& unit, const std::string& text);

// Every unit's final bundles under `dump_dir` (searched recursively), one
// per unit name (the newest when a unit was compiled twice); libtpu's
// one-time <late-initialization>/<late-finalization> code is left out.
// Empty when the folder holds none.
std::vector<UnitBundles> read_final_bundles(const std::string& dump_dir);

// The unit name in a dump file name: "TLP" in "1796-TLP-73-final_bundles.txt".
std::string unit_of_dump_file(const std::string& file_name);

}  // namespace jaxbench::preflight
