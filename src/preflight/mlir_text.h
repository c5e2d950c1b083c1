// StableHLO text as jax.export prints it, read and cut line by line: the
// functions of a module (a header line at two spaces, the body at four,
// "  }"), their parameters, operand and type lists, and the backward slice
// of a function body (the operations a set of values needs). Enough for the
// kernel probe (kernel_probe.h) without an MLIR parser.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace jaxbench::preflight {

struct Function {
  std::string name;
  size_t begin = 0, end = 0;  // its header line and its closing "  }"
};

std::vector<std::string> split_lines(const std::string& text);
size_t indent(const std::string& line);
std::vector<Function> mlir_functions(const std::vector<std::string>& lines);

// The ')' matching the '(' at `open` (also over <>, [], {}; strings skipped).
size_t matching_paren(const std::string& s, size_t open);
// "a, tensor<2x3xi32>, b" split at commas outside brackets.
std::vector<std::string> split_list(const std::string& list);
std::string join(const std::vector<std::string>& parts);

struct Parameter {
  std::string name;  // "%arg3"
  std::string text;  // "%arg3: tensor<64xi32> {mhlo.sharding = ...}"
};
// A function header's parameters.
std::vector<Parameter> parameters(const std::string& header);

// The operations of `body` (top-level lines at four spaces, each with the
// lines of its regions) that the values used by `tail` need, in order,
// followed by `tail`.
std::vector<std::string> backward_slice(const std::vector<std::string>& body, const std::vector<std::string>& tail);

// The SSA names `lines` mention ("%2#1" as "%2").
std::set<std::string> mentioned_names(const std::vector<std::string>& lines);

// The positions of `params` whose names `lines` use.
std::vector<int> used_parameters(const std::vector<Parameter>& params, const std::vector<std::string>& lines);

// `module_text` with main returning only its results at `keep` (in that
// order): empty when main's return is not where expected.
std::string keep_main_results(const std::string& module_text, const std::vector<int>& keep);

// The element type and shape of "tensor<64x256xi32>": {"i32", {64, 256}}.
std::optional<std::pair<std::string, std::vector<long long>>> tensor_type(const std::string& type);

}  // namespace jaxbench::preflight
