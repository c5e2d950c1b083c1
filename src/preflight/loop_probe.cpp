#include "preflight/loop_probe.h"

#include <algorithm>
#include <optional>
#include <set>

#include "preflight/kernel_probe.h"
#include "preflight/mlir_text.h"

namespace jaxbench::preflight {

namespace {

constexpr const char* kWhile = "stablehlo.while(";
constexpr const char* kCount = "tensor<i64>";

// A stablehlo.while as the printer lays it out: its header line
// "%2:9 = stablehlo.while(%iterArg = %arg5, ...) : T, ... [attributes {...}]",
// then "cond {", "} do {" and "}" at its own indentation, the body ending
// in "stablehlo.return ...".
struct WhileOp {
  size_t header = 0, cond = 0, body = 0, end = 0;
  std::string pad;
  std::vector<std::string> names, inits, types, yields;
};

std::optional<WhileOp> parse_while(const std::vector<std::string>& lines, size_t at, size_t limit) {
  const std::string& h = lines[at];
  size_t open = h.find(kWhile);
  if (open == std::string::npos || h.find(" = ") == std::string::npos) return std::nullopt;
  WhileOp w;
  w.header = at;
  w.pad = std::string(indent(h), ' ');
  size_t paren = open + std::string(kWhile).size() - 1, close = matching_paren(h, paren);
  if (close == std::string::npos || h.compare(close + 1, 3, " : ") != 0) return std::nullopt;
  for (const std::string& pair : split_list(h.substr(paren + 1, close - paren - 1))) {
    size_t eq = pair.find(" = ");
    if (eq == std::string::npos) return std::nullopt;
    w.names.push_back(pair.substr(0, eq));
    w.inits.push_back(pair.substr(eq + 3));
  }
  size_t attributes = h.find(" attributes {", close);
  w.types =
      split_list(h.substr(close + 4, attributes == std::string::npos ? std::string::npos : attributes - close - 4));
  if (at + 1 >= limit || lines[at + 1] != w.pad + "cond {") return std::nullopt;
  w.cond = at + 1;
  for (size_t i = at + 2; i < limit && !w.end; ++i) {
    if (!w.body && lines[i] == w.pad + "} do {") w.body = i;
    if (w.body && lines[i] == w.pad + "}") w.end = i;
  }
  std::string ret = w.pad + "  stablehlo.return ";
  if (!w.end || lines[w.end - 1].rfind(ret, 0) != 0 || lines[w.body - 1].rfind(ret, 0) != 0) return std::nullopt;
  const std::string& r = lines[w.end - 1];
  w.yields = split_list(r.substr(ret.size(), r.find(" : ") - ret.size()));
  bool shaped = w.names.size() == w.types.size() && w.names.size() == w.yields.size();
  return shaped ? std::optional<WhileOp>(w) : std::nullopt;
}

std::vector<std::string> span(const std::vector<std::string>& lines, size_t from, size_t to) {
  return {lines.begin() + static_cast<long>(from), lines.begin() + static_cast<long>(to)};
}

// The indices of `w`'s carried values that `names` holds.
std::set<size_t> carried_in(const WhileOp& w, const std::set<std::string>& names) {
  std::set<size_t> out;
  for (size_t i = 0; i < w.names.size(); ++i) {
    if (names.count(w.names[i])) out.insert(i);
  }
  return out;
}

// The names the operations of `ops` that compute `values` mention.
std::set<std::string> needs(const std::vector<std::string>& ops, const std::vector<std::string>& values) {
  return mentioned_names(backward_slice(ops, {"use " + join(values)}));
}

// The operands of the operation `op` on `line` ("stablehlo.add "), before
// its attributes and type.
std::vector<std::string> operands_of(const std::string& line, const std::string& op) {
  size_t from = line.find(op);
  if (from == std::string::npos) return {};
  from += op.size();
  size_t to = std::min(line.find(" {", from), line.find(" : ", from));
  return split_list(line.substr(from, to == std::string::npos ? std::string::npos : to - from));
}

// A lax.fori_loop: its exit test "counter < bound", its body returning
// counter + 1 and the bound unchanged. Its trips per entry: bound - start.
struct Fori {
  std::string start, bound, type;
};

std::optional<Fori> fori_shape(const std::vector<std::string>& lines, const WhileOp& w,
                               const std::set<std::string>& ones) {
  if (w.body != w.cond + 3) return std::nullopt;  // the compare and its return
  std::vector<std::string> parts = operands_of(lines[w.cond + 1], "stablehlo.compare ");
  if (parts.size() < 3 || parts[0] != "LT") return std::nullopt;
  std::set<size_t> counter = carried_in(w, {parts[1]}), bound = carried_in(w, {parts[2]});
  if (counter.size() != 1 || bound.size() != 1) return std::nullopt;
  size_t c = *counter.begin(), b = *bound.begin();
  if (w.yields[b] != w.names[b]) return std::nullopt;
  for (size_t i = w.body + 1; i + 1 < w.end; ++i) {
    const std::string& l = lines[i];
    if (l.rfind(w.pad + "  " + w.yields[c] + " = stablehlo.add ", 0) != 0) continue;
    std::vector<std::string> added = operands_of(l, "stablehlo.add ");
    bool plus_one = added.size() == 2 && ((added[0] == w.names[c] && ones.count(added[1])) ||
                                          (added[1] == w.names[c] && ones.count(added[0])));
    if (plus_one) return Fori{w.inits[c], w.inits[b], w.types[c]};
  }
  return std::nullopt;
}

// The names a function defines as constants, and those equal to integer 1.
struct Constants {
  std::set<std::string> all, ones;
};

Constants constants_of(const std::vector<std::string>& lines, const Function& f) {
  Constants out;
  for (size_t i = f.begin + 1; i < f.end; ++i) {
    const std::string& l = lines[i];
    size_t at = l.find(" = stablehlo.constant ");
    if (at == std::string::npos || l.find_first_not_of(' ') == std::string::npos) continue;
    std::string name = l.substr(indent(l), at - indent(l));
    out.all.insert(name);
    if (l.find("constant dense<1> : tensor<i", at) != std::string::npos) out.ones.insert(name);
  }
  return out;
}

// Whether `w`'s exit test reads only carried values that start as constants.
bool starts_constant(const std::vector<std::string>& lines, const WhileOp& w, const Constants& constants) {
  for (size_t i : carried_in(w, mentioned_names(span(lines, w.cond + 1, w.body)))) {
    if (!constants.all.count(w.inits[i])) return false;
  }
  return true;
}

// A loop counted inside a top loop: where, and its shape.
struct Counted {
  std::string where;
  Fori shape;
};

// The loop's exit test, also false from kLoopProbeTripCap trips on: a
// loop that never ends on its inputs must not hang the host.
std::vector<std::string> capped_test(const std::vector<std::string>& lines, const WhileOp& o) {
  std::vector<std::string> test = span(lines, o.cond, o.body - 1);
  std::string in = o.pad + "  ", ret = in + "stablehlo.return ";
  const std::string& last = lines[o.body - 1];
  std::string value = last.substr(ret.size(), last.find(" : ") - ret.size());
  test.push_back(in + "%__loop_room = stablehlo.compare LT, %__loop_trips, %__loop_cap, SIGNED : (" + kCount + ", " +
                 kCount + ") -> tensor<i1>");
  test.push_back(in + "%__loop_go = stablehlo.and " + value + ", %__loop_room : tensor<i1>");
  test.push_back(ret + "%__loop_go : tensor<i1>");
  test.push_back(lines[o.body]);
  return test;
}

// The reduced copy of top loop `o`: only the carried values its exit test
// and the counted loops' starts and bounds need, plus its trip count and
// each counted loop's trips summed; main returns those counts.
std::vector<std::string> counting_tail(const std::vector<std::string>& lines, const WhileOp& o,
                                       const std::vector<Counted>& counted) {
  std::vector<std::string> body = span(lines, o.body + 1, o.end - 1);
  std::set<std::string> seed = mentioned_names(span(lines, o.cond + 1, o.body));
  for (const auto& c : counted) seed.merge(needs(body, {c.shape.start, c.shape.bound}));
  std::set<size_t> kept = carried_in(o, seed);
  for (size_t before = 0; before != kept.size();) {  // what the kept values' next values need, to a fixed point
    before = kept.size();
    std::vector<std::string> next;
    for (size_t i : kept) next.push_back(o.yields[i]);
    kept.merge(carried_in(o, needs(body, next)));
  }
  std::vector<std::string> pairs, types, yields;
  for (size_t i : kept) {
    pairs.push_back(o.names[i] + " = " + o.inits[i]);
    types.push_back(o.types[i]);
    yields.push_back(o.yields[i]);
  }
  std::string in = o.pad + "  ";
  std::vector<std::string> ends = {in + "%__loop_next = stablehlo.add %__loop_trips, %__loop_one : " + kCount};
  pairs.push_back("%__loop_trips = %__loop_zero");
  yields.push_back("%__loop_next");
  for (size_t k = 0; k < counted.size(); ++k) {
    std::string n = std::to_string(k), t = counted[k].shape.type;
    pairs.push_back("%__loop_acc" + n + " = %__loop_zero");
    yields.push_back("%__loop_sum" + n);
    ends.push_back(in + "%__loop_d" + n + " = stablehlo.subtract " + counted[k].shape.bound + ", " +
                   counted[k].shape.start + " : " + t);
    ends.push_back(in + "%__loop_w" + n + " = stablehlo.convert %__loop_d" + n + " : (" + t + ") -> " + kCount);
    ends.push_back(in + "%__loop_p" + n + " = stablehlo.maximum %__loop_w" + n + ", %__loop_zero : " + kCount);
    ends.push_back(in + "%__loop_sum" + n + " = stablehlo.add %__loop_acc" + n + ", %__loop_p" + n + " : " + kCount);
  }
  types.resize(pairs.size(), kCount);
  ends.push_back(in + "stablehlo.return " + join(yields) + " : " + join(types));
  std::vector<std::string> tail = {
      o.pad + "%__loop_zero = stablehlo.constant dense<0> : " + kCount,
      o.pad + "%__loop_one = stablehlo.constant dense<1> : " + kCount,
      o.pad + "%__loop_cap = stablehlo.constant dense<" + std::to_string(kLoopProbeTripCap) + "> : " + kCount,
      o.pad + "%__loop:" + std::to_string(pairs.size()) + " = stablehlo.while(" + join(pairs) + ") : " + join(types)};
  for (const auto& l : capped_test(lines, o)) tail.push_back(l);
  for (const auto& l : backward_slice(body, ends)) tail.push_back(l);
  tail.push_back(o.pad + "}");
  std::vector<std::string> results;
  for (size_t k = 0; k <= counted.size(); ++k) results.push_back("%__loop#" + std::to_string(kept.size() + k));
  tail.push_back("    return " + join(results) + " : " + join(std::vector<std::string>(results.size(), kCount)));
  return tail;
}

class LoopProbeBuilder {
 public:
  explicit LoopProbeBuilder(const std::string& text)
      : text_(text), lines_(split_lines(text)), functions_(mlir_functions(lines_)) {}

  LoopProbes build() {
    for (const Function& f : functions_) function_loops(f);
    return out_;
  }

 private:
  void function_loops(const Function& f) {
    Constants constants = constants_of(lines_, f);
    int number = 0;
    for (size_t i = f.begin + 1; i < f.end; ++i) {
      if (lines_[i].find(kWhile) == std::string::npos) continue;
      std::string where = "@" + f.name + ": while loop " + std::to_string(++number);
      std::optional<WhileOp> w = parse_while(lines_, i, f.end);
      if (w && w->pad.size() == 4) {
        top_loop(f, *w, constants, where);
        i = w->end;
      } else if (!w || !starts_constant(lines_, *w, constants)) {
        unknown(where, w ? "it sits in a region, not at the top of its function"
                         : "its text is not laid out as "
                           "the printer lays it out");
      }
    }
  }

  void unknown(const std::string& where, const std::string& why) { out_.loops.push_back({where, -1, 0, -1, why}); }

  // A loop at the top of function `f` and the loops directly inside it.
  void top_loop(const Function& f, const WhileOp& o, const Constants& constants, const std::string& where) {
    std::vector<Counted> counted;
    std::vector<ProbedLoop> inside;  // in line order; counted ones get the probe below
    int inner = 0;
    for (size_t i = o.body + 1; i + 1 < o.end; ++i) {
      if (lines_[i].find(kWhile) == std::string::npos) continue;
      std::string name = where + ", loop " + std::to_string(++inner) + " inside it";
      std::optional<WhileOp> w = parse_while(lines_, i, o.end);
      bool direct = w && w->pad.size() == o.pad.size() + 2;
      std::optional<Fori> shape = direct ? fori_shape(lines_, *w, constants.ones) : std::nullopt;
      if (shape && !(constants.all.count(shape->start) && constants.all.count(shape->bound))) {
        inside.push_back({name, -2, static_cast<int>(counted.size()) + 1, 0, ""});
        counted.push_back({name, *shape});
      } else if (!shape && !(w && starts_constant(lines_, *w, constants))) {
        inside.push_back(
            {name, -1, 0, -1,
             direct ? "its exit test is not a counter against a bound that stays put" : "it is nested two loops deep"});
      }
      if (shape) i = w->end;
    }
    KernelProbe alone = build_value_probe(text_, f.name, o.header, counting_tail(lines_, o, {}), {kCount});
    bool bounded_by_values =
        alone.module_text.empty() ? !starts_constant(lines_, o, constants) : !alone.arguments.empty();
    KernelProbe probe = counted.empty() ? alone
                                        : build_value_probe(text_, f.name, o.header, counting_tail(lines_, o, counted),
                                                            std::vector<std::string>(counted.size() + 1, kCount));
    int index = static_cast<int>(out_.probes.size());
    if (!probe.module_text.empty() && (bounded_by_values || !counted.empty())) {
      out_.probes.push_back({probe.module_text, probe.arguments});
    }
    if (bounded_by_values) {
      out_.loops.push_back({where, probe.module_text.empty() ? -1 : index, 0, -1, probe.refusal});
    }
    for (ProbedLoop& l : inside) {
      if (l.probe == -2) l.probe = probe.module_text.empty() ? -1 : index;
      if (l.probe == -1 && l.why_not.empty()) l.why_not = probe.refusal;
      out_.loops.push_back(l);
    }
  }

  const std::string& text_;
  std::vector<std::string> lines_;
  std::vector<Function> functions_;
  LoopProbes out_;
};

}  // namespace

LoopProbes build_loop_probes(const std::string& module_text) { return LoopProbeBuilder(module_text).build(); }

}  // namespace jaxbench::preflight
