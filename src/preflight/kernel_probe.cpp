#include "preflight/kernel_probe.h"

#include <set>

#include "preflight/mlir_text.h"

namespace jaxbench::preflight {

namespace {

constexpr const char* kCustomCall = "stablehlo.custom_call @tpu_custom_call(";
constexpr const char* kProbeSuffix = "__probe";

bool is_integer_element(const std::string& element) {
  for (const char* t : {"i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64"}) {
    if (element == t) return true;
  }
  return false;
}

class ProbeBuilder {
 public:
  explicit ProbeBuilder(const std::string& text) : lines_(split_lines(text)), functions_(mlir_functions(lines_)) {}

  KernelProbe build(int call, long long max_elements) {
    KernelProbe probe;
    auto [line, function] = find_call(call);
    if (function < 0) return refuse(probe, "the module has no tpu_custom_call number " + std::to_string(call + 1));
    const std::string& text = lines_[line];
    if (indent(text) != 4) return refuse(probe, "the Pallas call sits inside a region (a loop or a branch)");
    size_t open = text.find(kCustomCall) + std::string(kCustomCall).size() - 1;
    std::vector<std::string> names = split_list(text.substr(open + 1, matching_paren(text, open) - open - 1));
    size_t sig = text.rfind(" : (");
    if (sig == std::string::npos) return refuse(probe, "the Pallas call's operand types are not where expected");
    std::vector<std::string> types = split_list(text.substr(sig + 4, matching_paren(text, sig + 3) - sig - 4));
    std::vector<std::string> returned, returned_types;
    for (size_t k = 0; k < names.size() && k < types.size(); ++k) {
      auto parsed = tensor_type(types[k]);
      if (!parsed || !is_integer_element(parsed->first)) continue;
      long long elements = 1;
      for (long long d : parsed->second) elements *= d;
      if (elements > max_elements) continue;
      probe.operands.push_back({static_cast<int>(k), types[k]});
      returned.push_back(names[k]);
      returned_types.push_back(types[k]);
    }
    if (returned.empty()) return refuse(probe, "the Pallas call has no integer operand");
    return chain(probe, function, line, {"    return " + join(returned) + " : " + join(returned_types)},
                 returned_types);
  }

  KernelProbe values(const std::string& name, size_t line, const std::vector<std::string>& tail,
                     const std::vector<std::string>& types) {
    KernelProbe probe;
    for (size_t f = 0; f < functions_.size(); ++f) {
      if (functions_[f].name == name) return chain(probe, static_cast<int>(f), line, tail, types);
    }
    return refuse(probe, "the module has no function @" + name);
  }

 private:
  static KernelProbe& refuse(KernelProbe& probe, const std::string& why) {
    probe.refusal = why;
    probe.module_text.clear();
    return probe;
  }

  std::pair<size_t, int> find_call(int call) const {
    int seen = 0;
    for (size_t f = 0; f < functions_.size(); ++f) {
      for (size_t i = functions_[f].begin; i <= functions_[f].end; ++i) {
        if (lines_[i].find(kCustomCall) != std::string::npos && seen++ == call) return {i, static_cast<int>(f)};
      }
    }
    return {0, -1};
  }

  // Function `f` cut at `line` and ended with `tail`, only the operations
  // the tail needs kept, taking only the parameters they use; then each
  // caller up to main, calling it with those arguments.
  KernelProbe& chain(KernelProbe& probe, int f, size_t line, std::vector<std::string> tail,
                     const std::vector<std::string>& types) {
    std::vector<std::string> added;
    for (int depth = 0; depth < 16; ++depth) {
      const Function& fn = functions_[f];
      bool is_main = fn.name == "main";
      std::vector<std::string> prefix(lines_.begin() + static_cast<long>(fn.begin) + 1,
                                      lines_.begin() + static_cast<long>(line));
      std::vector<std::string> body = backward_slice(prefix, tail);
      std::vector<Parameter> params = parameters(lines_[fn.begin]);
      std::vector<int> used = used_parameters(params, body);
      std::vector<std::string> kept;
      for (int k : used) kept.push_back(params[k].text);
      std::string name = is_main ? "main" : fn.name + kProbeSuffix;
      std::vector<std::string> function = {"  func.func " + std::string(is_main ? "public" : "private") + " @" + name +
                                           "(" + join(kept) + ") -> (" + join(types) + ") {"};
      function.insert(function.end(), body.begin(), body.end());
      function.push_back("  }");
      if (is_main) {
        probe.arguments = used;
        return assemble(probe, fn, function, added);
      }
      added.insert(added.end(), function.begin(), function.end());
      auto [site, caller] = find_call_site(fn.name);
      if (caller < 0) return refuse(probe, "@" + fn.name + " is not called exactly once at the top of a function");
      tail = probe_call(lines_[site], fn.name, types, used);
      line = site;
      f = caller;
    }
    return refuse(probe, "the Pallas call is nested too deeply in calls");
  }

  std::pair<size_t, int> find_call_site(const std::string& name) const {
    std::pair<size_t, int> found{0, -1};
    int sites = 0;
    for (size_t f = 0; f < functions_.size(); ++f) {
      for (size_t i = functions_[f].begin + 1; i < functions_[f].end; ++i) {
        if (lines_[i].find("call @" + name + "(") == std::string::npos) continue;
        ++sites;
        if (indent(lines_[i]) == 4) found = {i, static_cast<int>(f)};
      }
    }
    return sites == 1 ? found : std::pair<size_t, int>{0, -1};
  }

  // `%r = call @f(a, b, c) : (A, B, C) -> T` becomes the probe's call with
  // the arguments at `used` only, and the return of what it returns.
  static std::vector<std::string> probe_call(const std::string& line, const std::string& name,
                                             const std::vector<std::string>& types, const std::vector<int>& used) {
    size_t open = line.find("call @" + name + "(") + name.size() + 6;
    std::vector<std::string> args = split_list(line.substr(open + 1, matching_paren(line, open) - open - 1));
    size_t sig = line.find(" : (", open);
    std::vector<std::string> arg_types = split_list(line.substr(sig + 4, matching_paren(line, sig + 3) - sig - 4));
    std::vector<std::string> kept_args, kept_types;
    for (int k : used) {
      kept_args.push_back(args.at(static_cast<size_t>(k)));
      kept_types.push_back(arg_types.at(static_cast<size_t>(k)));
    }
    std::string result = "%__probe" + std::string(types.size() > 1 ? ":" + std::to_string(types.size()) : "");
    std::vector<std::string> uses;
    for (size_t i = 0; i < types.size(); ++i) {
      uses.push_back(types.size() > 1 ? "%__probe#" + std::to_string(i) : "%__probe");
    }
    return {"    " + result + " = call @" + name + kProbeSuffix + "(" + join(kept_args) + ") : (" + join(kept_types) +
                ") -> (" + join(types) + ")",
            "    return " + join(uses) + " : " + join(types)};
  }

  KernelProbe& assemble(KernelProbe& probe, const Function& main, const std::vector<std::string>& main_body,
                        const std::vector<std::string>& added) {
    std::string out;
    for (size_t i = 0; i < lines_.size(); ++i) {
      if (i == main.begin) {
        for (const auto& l : added) out += l + "\n";
        for (const auto& l : main_body) out += l + "\n";
      }
      if (i < main.begin || i > main.end) out += lines_[i] + "\n";
    }
    probe.module_text = out;
    return probe;
  }

  std::vector<std::string> lines_;
  std::vector<Function> functions_;
};

}  // namespace

int count_kernel_calls(const std::string& module_text) {
  int count = 0;
  for (size_t at = module_text.find(kCustomCall); at != std::string::npos; at = module_text.find(kCustomCall, at + 1)) {
    ++count;
  }
  return count;
}

KernelProbe build_kernel_probe(const std::string& module_text, int call, long long max_elements) {
  return ProbeBuilder(module_text).build(call, max_elements);
}

KernelProbe build_value_probe(const std::string& module_text, const std::string& function, size_t line,
                              const std::vector<std::string>& tail, const std::vector<std::string>& types) {
  return ProbeBuilder(module_text).values(function, line, tail, types);
}

}  // namespace jaxbench::preflight
