#include "preflight/kernel_probe.h"

#include <sstream>

namespace jaxbench::preflight {

namespace {

constexpr const char* kCustomCall = "stablehlo.custom_call @tpu_custom_call(";
constexpr const char* kProbeSuffix = "__probe";

struct Function {
  std::string name;
  size_t begin = 0, end = 0;  // its header line and its closing "  }"
};

size_t indent(const std::string& line) {
  size_t at = line.find_first_not_of(' ');
  return at == std::string::npos ? line.size() : at;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::vector<Function> functions(const std::vector<std::string>& lines) {
  std::vector<Function> out;
  for (size_t i = 0; i < lines.size(); ++i) {
    if (lines[i].rfind("  func.func ", 0) != 0) continue;
    size_t at = lines[i].find('@'), open = lines[i].find('(', at);
    if (at == std::string::npos || open == std::string::npos) continue;
    Function f{lines[i].substr(at + 1, open - at - 1), i, i};
    while (f.end + 1 < lines.size() && lines[f.end] != "  }") ++f.end;
    out.push_back(f);
  }
  return out;
}

// The ')' matching the '(' at `open`, strings and nesting skipped.
size_t matching_paren(const std::string& s, size_t open) {
  int depth = 0;
  bool quoted = false;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == '"' && (i == 0 || s[i - 1] != '\\')) quoted = !quoted;
    if (quoted) continue;
    if (s[i] == '(' || s[i] == '{' || s[i] == '[' || s[i] == '<') ++depth;
    if (s[i] == ')' || s[i] == '}' || s[i] == ']' || s[i] == '>') --depth;
    if (depth == 0) return i;
  }
  return std::string::npos;
}

std::vector<std::string> split_types(const std::string& list) {
  std::vector<std::string> out;
  int depth = 0;
  size_t from = 0;
  for (size_t i = 0; i <= list.size(); ++i) {
    if (i < list.size() && (list[i] == '<' || list[i] == '(')) ++depth;
    if (i < list.size() && (list[i] == '>' || list[i] == ')')) --depth;
    if (i == list.size() || (depth == 0 && list[i] == ',')) {
      size_t a = list.find_first_not_of(' ', from);
      if (a != std::string::npos && a < i) out.push_back(list.substr(a, list.find_last_not_of(' ', i - 1) - a + 1));
      from = i + 1;
    }
  }
  return out;
}

std::string join(const std::vector<std::string>& parts) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) out += (i ? ", " : "") + parts[i];
  return out;
}

bool is_integer_element(const std::string& element) {
  for (const char* t : {"i8", "i16", "i32", "i64", "ui8", "ui16", "ui32", "ui64"}) {
    if (element == t) return true;
  }
  return false;
}

// `  func.func <visibility> @<name>(<its arguments>) -> (<types>) {`
std::string probe_header(const std::string& header, const std::string& visibility, const std::string& name,
                         const std::vector<std::string>& types) {
  size_t open = header.find('(', header.find('@'));
  size_t close = matching_paren(header, open);
  return "  func.func " + visibility + " @" + name + header.substr(open, close - open + 1) + " -> (" + join(types) +
         ") {";
}

class ProbeBuilder {
 public:
  explicit ProbeBuilder(const std::string& text) : lines_(split_lines(text)), functions_(functions(lines_)) {}

  KernelProbe build(int call, long long max_elements) {
    KernelProbe probe;
    auto [line, function] = find_call(call);
    if (function < 0) return refuse(probe, "the module has no tpu_custom_call number " + std::to_string(call + 1));
    const std::string& text = lines_[line];
    if (indent(text) != 4) return refuse(probe, "the Pallas call sits inside a region (a loop or a branch)");
    size_t open = text.find(kCustomCall) + std::string(kCustomCall).size() - 1;
    std::vector<std::string> names = split_types(text.substr(open + 1, matching_paren(text, open) - open - 1));
    size_t sig = text.rfind(" : (");
    if (sig == std::string::npos) return refuse(probe, "the Pallas call's operand types are not where expected");
    std::vector<std::string> types = split_types(text.substr(sig + 4, matching_paren(text, sig + 3) - sig - 4));
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
    return chain(probe, function, line, "    return " + join(returned) + " : " + join(returned_types), returned_types);
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

  // Cuts function `f` at `line`, ending it with `tail`; then each caller up to main.
  KernelProbe& chain(KernelProbe& probe, int f, size_t line, std::string tail, const std::vector<std::string>& types) {
    std::vector<std::string> added;
    for (int depth = 0; depth < 16; ++depth) {
      const Function& fn = functions_[f];
      bool is_main = fn.name == "main";
      std::vector<std::string> body = {probe_header(lines_[fn.begin], is_main ? "public" : "private",
                                                    is_main ? "main" : fn.name + kProbeSuffix, types)};
      body.insert(body.end(), lines_.begin() + static_cast<long>(fn.begin) + 1,
                  lines_.begin() + static_cast<long>(line));
      body.push_back(tail);
      body.push_back("  }");
      if (is_main) return assemble(probe, fn, body, added);
      added.insert(added.end(), body.begin(), body.end());
      auto [site, caller] = find_call_site(fn.name);
      if (caller < 0) return refuse(probe, "@" + fn.name + " is not called exactly once at the top of a function");
      tail = probe_call(lines_[site], fn.name, types);
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

  // `%r = call @f(args) : (...) -> T` becomes the probe's call and its return.
  static std::string probe_call(const std::string& line, const std::string& name,
                                const std::vector<std::string>& types) {
    size_t call = line.find("call @" + name + "(");
    size_t arrow = line.rfind(" -> ");
    std::string callee = line.substr(call, arrow - call);
    callee.replace(callee.find("@" + name + "("), name.size() + 2, "@" + name + kProbeSuffix + "(");
    std::string result = "%__probe" + std::string(types.size() > 1 ? ":" + std::to_string(types.size()) : "");
    std::vector<std::string> uses;
    for (size_t i = 0; i < types.size(); ++i) {
      uses.push_back(types.size() > 1 ? "%__probe#" + std::to_string(i) : "%__probe");
    }
    return "    " + result + " = " + callee + " -> (" + join(types) + ")\n    return " + join(uses) + " : " +
           join(types);
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

std::optional<std::pair<std::string, std::vector<long long>>> tensor_type(const std::string& type) {
  if (type.rfind("tensor<", 0) != 0 || type.back() != '>') return std::nullopt;
  std::string inside = type.substr(7, type.size() - 8);
  std::vector<long long> shape;
  size_t from = 0;
  for (size_t x = inside.find('x'); x != std::string::npos; x = inside.find('x', from)) {
    std::string dim = inside.substr(from, x - from);
    if (dim.empty() || dim.find_first_not_of("0123456789") != std::string::npos) break;
    shape.push_back(std::stoll(dim));
    from = x + 1;
  }
  std::string element = inside.substr(from);
  if (element.empty() || element.find_first_of("?<,") != std::string::npos) return std::nullopt;
  return std::make_pair(element, shape);
}

}  // namespace jaxbench::preflight
