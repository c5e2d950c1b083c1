#include "tpu_model/dump_reader.h"

#include <algorithm>
#include <charconv>
#include <map>
#include <optional>
#include <sstream>

#include "tpu_model/bundle_program.h"
#include "tpu_model/bundle_syntax.h"

namespace jaxbench::preflight {

namespace {

constexpr const char* kExitTestMarker = "/* loop exit test */";

// A bundle line: optional blanks, its address "0x1a", blanks, an optional
// two-letter control mark (LB, LH, LE, PB, PF, CT), then ':'. Lines that do
// not start so continue the bundle before them (a DMA's descriptor).
struct BundleLine {
  bool is_bundle = false;
  bool loop_body_start = false;
};

BundleLine classify(const std::string& line) {
  size_t at = line.find_first_not_of(' ');
  if (at == std::string::npos || line.compare(at, 2, "0x") != 0) return {};
  at += 2;
  while (at < line.size() && std::isxdigit(static_cast<unsigned char>(line[at]))) ++at;
  size_t mark = line.find_first_not_of(' ', at);
  if (mark == std::string::npos || mark == at) return {};
  if (line[mark] == ':') return {true, false};
  if (mark + 2 < line.size() && line[mark + 2] == ':') return {true, line.compare(mark, 2, "LB") == 0};
  return {};
}

// A positive integer at `at` in `line`, up to its first non-digit.
std::optional<int64_t> number_at(const std::string& line, size_t at) {
  int64_t value = 0;
  if (at >= line.size()) return std::nullopt;  // also npos
  auto [end, error] = std::from_chars(line.data() + at, line.data() + line.size(), value);
  if (error != std::errc() || end == line.data() + at || value <= 0) return std::nullopt;
  return value;
}

// The constant a loop's exit test compares its counter with: the last
// operand of the scmp before the marker ("scmp.ge.s32.totalorder %s17_s18, 1346").
std::optional<int64_t> exit_test_bound(const std::string& line, size_t marker) {
  size_t compare = line.rfind("scmp", marker);
  if (compare == std::string::npos) return std::nullopt;
  size_t comma = line.rfind(',', marker);
  if (comma == std::string::npos || comma < compare) return std::nullopt;
  size_t from = line.find_first_not_of(' ', comma + 1);
  size_t to = line.find_first_of(" /", from);
  if (from == std::string::npos || to == std::string::npos || to > marker) return std::nullopt;
  std::optional<int64_t> bound = number_at(line, from);
  if (!bound || line.find_first_not_of("0123456789", from) != to) return std::nullopt;
  return bound;
}

// The trip count a counter compare against a constant implies, for the
// unmarked loops of an HLO while: "scmp.lt.s32.totalorder %s597_s4, 8" on
// the counter already stepped (continue while i + 1 < 8: 8 trips). Only
// lt/le/gt/ge count: eq/ne compare a predicate's 0/1, not the counter.
std::optional<int64_t> counter_compare_bound(const std::string& line) {
  std::optional<int64_t> found;
  for (size_t at = line.find("scmp."); at != std::string::npos; at = line.find("scmp.", at + 5)) {
    std::string op = line.substr(at + 5, 2);
    bool inclusive = op == "le" || op == "gt";
    if (!inclusive && op != "lt" && op != "ge") continue;
    size_t comma = line.find(", ", at);
    size_t next = line.find(";;", at);
    if (comma == std::string::npos || (next != std::string::npos && comma > next)) continue;
    std::optional<int64_t> bound = number_at(line, comma + 2);
    if (bound) found = *bound + (inclusive ? 1 : 0);
  }
  return found;
}

// The regions a bundle starts ("/* Start region 116 :: Start region 448 */").
std::vector<int64_t> started_regions(const std::string& line) {
  std::vector<int64_t> regions;
  const std::string mark = "Start region ";
  for (size_t at = line.find(mark); at != std::string::npos; at = line.find(mark, at + 1)) {
    if (auto region = number_at(line, at + mark.size())) regions.push_back(*region);
  }
  return regions;
}

// The region a branch jumps to ("sbr.rel (!%p153_p13) target = $region116").
std::optional<int64_t> branch_target(const std::string& line) {
  size_t branch = line.find("sbr.rel");
  size_t at = branch == std::string::npos ? branch : line.find("target = $region", branch);
  return at == std::string::npos ? std::nullopt : number_at(line, at + 16);
}

// The unit an "inlined_call" bundle calls: its comment's "%callee = op(".
// libtpu's own <late-initialization> calls name no HLO instruction.
// "%46 = inlined_call %s23_s0, ... /* %name = ... */"; v5e's code also
// calls a unit out of line ("%37 = call %s14_s0, ... /* %name = ... */").
std::optional<std::string> callee(const std::string& line) {
  size_t call = line.find("inlined_call ");
  if (call == std::string::npos) call = line.find(" = call ");
  if (call == std::string::npos) return std::nullopt;
  size_t name = line.find("/* %", call);
  size_t end = name == std::string::npos ? name : line.find(" = ", name);
  if (end == std::string::npos) return std::nullopt;
  return line.substr(name + 4, end - name - 4);
}

// A call of a Mosaic kernel: the Pallas call is a custom call in the HLO.
bool calls_a_kernel(const std::string& line) { return line.find(" = custom-call(") != std::string::npos; }

// One DMA a bundle issues, from its descriptor: window_bounds elements of
// element_size_in_bytes each per issue; window x iteration_bounds is the
// whole array.
struct Dma {
  size_t bundle = 0;
  bool to_hbm = false;
  bool general = false;             // dma.general: other_dma_bytes, never a kernel's descriptor bytes
  std::optional<int64_t> granules;  // its constant "size_in_granules=N"; none when a register
  std::string size_register;        // else the register ("%s37_s25"), resolved by register_constants
  std::optional<double> window, iterations, element_bytes;
};

// A DMA granule: 32 bytes (a v6e descriptor's window of 128 x 8 x 1
// elements of 2048 bytes, 2 MiB, reads "size_in_granules=65536").
constexpr double kDmaGranuleBytes = 32;

// The DMA a bundle issues to or from HBM, if any: HBM<->VMEM or a general
// (strided) copy; SMEM and host transfers are left out (scalars, flags).
std::optional<Dma> issued_dma(const std::string& line, size_t bundle) {
  bool to_hbm = line.find("= dma.vmem_to_hbm") != std::string::npos;
  bool general = line.find("= dma.general") != std::string::npos;
  if (!to_hbm && !general && line.find("= dma.hbm_to_vmem") == std::string::npos) return std::nullopt;
  Dma d;
  d.bundle = bundle;
  d.to_hbm = to_hbm;
  d.general = general;
  const std::string size = "/*size_in_granules=*/";
  if (size_t at = line.find(size); at != std::string::npos) {
    d.granules = number_at(line, at + size.size());
    size_t from = at + size.size();
    if (!d.granules && line.compare(from, 2, "%s") == 0) {
      d.size_register = line.substr(from, line.find_first_of(", ", from) - from);
    }
  }
  return d;
}

// The scalar registers a unit sets to a constant, or to a choice of two
// ("%s37_s25 = scalar_select /*predicate=*/%p34, /*on_true=*/0,
// /*on_false=*/2097152": TLP's cross-program prefetch, skipped when its
// operand is already in VMEM), at the larger: an upper bound, as the
// copies counted as issued are. Registers are assigned once in the text.
void note_register_constant(const std::string& line, std::map<std::string, int64_t>& constants) {
  for (size_t at = line.find("= scalar_select "); at != std::string::npos; at = line.find("= scalar_select ", at + 1)) {
    size_t name = line.rfind("%s", at);
    size_t on_true = line.find("/*on_true=*/", at), on_false = line.find("/*on_false=*/", at);
    if (name == std::string::npos || on_true == std::string::npos || on_false == std::string::npos) continue;
    auto a = line.compare(on_true + 12, 1, "0") == 0 ? std::optional<int64_t>(0) : number_at(line, on_true + 12);
    auto b = line.compare(on_false + 13, 1, "0") == 0 ? std::optional<int64_t>(0) : number_at(line, on_false + 13);
    if (a && b) constants[line.substr(name, line.find(' ', name) - name)] = std::max(*a, *b);
  }
}

struct OpenLoop {
  size_t first = 0;              // its first bundle
  std::vector<int64_t> regions;  // the regions its first bundle starts
  std::optional<int64_t> bound;  // the last counter compare seen in it
};

// Counting state: each bundle's weight, the loops still open, the calls.
struct Counter {
  UnitBundles out;
  std::vector<double> weight;  // per bundle: product of its loops' trip counts
  std::vector<OpenLoop> open;
  std::vector<std::pair<std::string, size_t>> calls;  // callee, bundle index
  std::vector<Dma> dmas;
  std::map<std::string, int64_t> register_constants;  // note_register_constant
  bool top_level = false;                             // the unit is TLP
  std::vector<std::pair<size_t, size_t>> unbounded;   // bundles [first, end) of each loop closed without a bound

  // A descriptor's fields, on the DMA's bundle line or the lines after it.
  void describe_dma(const std::string& line) {
    if (dmas.empty()) return;
    Dma& d = dmas.back();
    if (!d.window) d.window = descriptor_product(line, "window_bounds:");
    if (!d.iterations) d.iterations = descriptor_product(line, "iteration_bounds:");
    size_t size = line.find("element_size_in_bytes: ");
    if (size != std::string::npos && !d.element_bytes) {
      if (auto n = number_at(line, size + 23)) d.element_bytes = static_cast<double>(*n);
    }
  }

  // Closes open loop `loop` and any opened inside it (those count once).
  void close(size_t loop, std::optional<int64_t> trips) {
    size_t first = open[loop].first;
    open.erase(open.begin() + static_cast<std::ptrdiff_t>(loop), open.end());
    if (!trips) unbounded.emplace_back(first, weight.size());
    if (loop == 0 && out.pipeline_steps > 0) out.pipeline_steps = trips ? std::max(out.pipeline_steps, *trips) : 0;
    if (!trips) return static_cast<void>(++out.loops_without_bound);
    ++out.loops;
    out.max_trip_count = std::max(out.max_trip_count, *trips);
    for (size_t i = first; i < weight.size(); ++i) weight[i] *= static_cast<double>(*trips);
  }

  // count_bundles' `program_loop_trips`, after every loop closed (weights multiply: any order gives the same).
  void take_program_loop_trips(const std::vector<double>& trips) {
    if (!top_level || trips.empty() || trips.size() != unbounded.size()) return;
    std::sort(unbounded.begin(), unbounded.end());  // by first bundle: an outer loop before those inside it
    for (size_t k = 0; k < trips.size(); ++k) {
      if (trips[k] < 0) continue;  // not known: counted once
      for (size_t i = unbounded[k].first; i < unbounded[k].second; ++i) weight[i] *= trips[k];
      --out.loops_without_bound, ++out.loops_from_inputs;
    }
  }

  // An unmarked loop ends at the branch back to the region its first bundle
  // started. Only TLP's are HLO while loops counting to a constant; in a
  // kernel one is a data-dependent loop (its compares test page indices,
  // not its counter), counted once.
  void close_branched_loop(const std::string& line) {
    std::optional<int64_t> target = branch_target(line);
    if (!target) return;
    for (size_t k = open.size(); k-- > 0;) {
      const auto& regions = open[k].regions;
      if (std::find(regions.begin(), regions.end(), *target) != regions.end()) {
        return close(k, top_level ? open[k].bound : std::nullopt);
      }
    }
  }

  void add(const std::string& line, bool loop_body_start) {
    if (loop_body_start) open.push_back({weight.size(), started_regions(line), std::nullopt});
    weight.push_back(1.0);
    if (std::optional<std::string> name = callee(line)) {
      calls.emplace_back(*name, weight.size() - 1);
      if (calls_a_kernel(line)) out.kernel_calls.insert(*name);
    }
    note_register_constant(line, register_constants);
    if (std::optional<Dma> dma = issued_dma(line, weight.size() - 1)) dmas.push_back(*dma);
    describe_dma(line);
    if (!open.empty()) {
      if (std::optional<int64_t> bound = counter_compare_bound(line)) open.back().bound = bound;
    }
    size_t marker = line.find(kExitTestMarker);
    if (marker != std::string::npos && !open.empty()) return close(open.size() - 1, exit_test_bound(line, marker));
    close_branched_loop(line);
  }
};

// One DMA's bytes per run of its unit: its descriptor's window per issue,
// else its constant size, else it is counted as unsized.
void add_dma_bytes(const Dma& d, double issues, UnitBundles& out) {
  if (d.window && d.element_bytes) {
    double bytes = *d.window * *d.element_bytes * issues;
    // A block is written back once; the write's bundle sits in the grid
    // loop predicated off on the steps that do not finish a block.
    if (d.to_hbm && d.iterations) bytes = std::min(bytes, *d.window * *d.iterations * *d.element_bytes);
    (d.general ? out.other_dma_bytes : out.dma_bytes) += bytes;
  } else if (d.granules) {
    out.other_dma_bytes += static_cast<double>(*d.granules) * kDmaGranuleBytes * issues;
  } else {
    ++out.unsized_dmas;
  }
}

}  // namespace

UnitBundles count_bundles(const std::string& unit, const std::string& text,
                          const std::vector<double>& program_loop_trips) {
  Counter counter;
  counter.out.unit = unit;
  counter.top_level = unit == kTopLevelUnit;
  std::istringstream lines(text);
  std::string line;
  std::vector<int64_t> addresses;
  while (std::getline(lines, line)) {
    BundleLine kind = classify(line);
    if (kind.is_bundle) addresses.push_back(bundle_start(line).address);
    if (kind.is_bundle) counter.add(line, kind.loop_body_start);
    if (!kind.is_bundle) counter.describe_dma(line);
  }
  counter.take_program_loop_trips(program_loop_trips);
  UnitBundles& out = counter.out;
  out.bundles = static_cast<int64_t>(counter.weight.size());
  for (double w : counter.weight) out.executed_bundles += w;
  for (size_t i = 0; i < addresses.size(); ++i) out.bundle_weights.emplace_back(addresses[i], counter.weight[i]);
  for (const auto& [name, index] : counter.calls) out.calls[name] += counter.weight[index];
  for (Dma& d : counter.dmas) {
    auto known = counter.register_constants.find(d.size_register);
    if (!d.granules && known != counter.register_constants.end() && known->second > 0) d.granules = known->second;
    add_dma_bytes(d, counter.weight[d.bundle], out);
  }
  return out;
}

}  // namespace jaxbench::preflight
