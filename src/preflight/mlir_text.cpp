#include "preflight/mlir_text.h"

#include <cctype>
#include <set>
#include <sstream>

namespace jaxbench::preflight {

namespace {

// The SSA names a line mentions ("%2#1" as "%2").
void names_in(const std::string& line, std::set<std::string>& out) {
  for (size_t at = line.find('%'); at != std::string::npos; at = line.find('%', at + 1)) {
    size_t end = at + 1;
    while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_')) ++end;
    if (end > at + 1) out.insert(line.substr(at, end - at));
  }
}

// The name a top-level operation defines ("%5" of "%5:2 = ..."), or "".
std::string defined_name(const std::string& line) {
  size_t at = line.find_first_not_of(' ');
  if (at == std::string::npos || line[at] != '%') return "";
  size_t end = at + 1;
  while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) || line[end] == '_')) ++end;
  return line.substr(at, end - at);
}

// Opening minus closing parentheses and braces, strings skipped.
int bracket_balance(const std::string& line) {
  int balance = 0;
  bool quoted = false;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line[i] == '"' && (i == 0 || line[i - 1] != '\\')) quoted = !quoted;
    if (quoted) continue;
    balance += (line[i] == '(' || line[i] == '{') - (line[i] == ')' || line[i] == '}');
  }
  return balance;
}

}  // namespace

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

size_t indent(const std::string& line) {
  size_t at = line.find_first_not_of(' ');
  return at == std::string::npos ? line.size() : at;
}

std::vector<Function> mlir_functions(const std::vector<std::string>& lines) {
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

size_t matching_paren(const std::string& s, size_t open) {
  int depth = 0;
  bool quoted = false;
  for (size_t i = open; i < s.size(); ++i) {
    if (s[i] == '"' && (i == 0 || s[i - 1] != '\\')) quoted = !quoted;
    if (quoted) continue;
    if (s[i] == '(' || s[i] == '{' || s[i] == '[' || s[i] == '<') ++depth;
    if (s[i] == ')' || s[i] == '}' || s[i] == ']' || (s[i] == '>' && s[i - 1] != '-')) --depth;
    if (depth == 0) return i;
  }
  return std::string::npos;
}

std::vector<std::string> split_list(const std::string& list) {
  std::vector<std::string> out;
  int depth = 0;
  bool quoted = false;
  size_t from = 0;
  for (size_t i = 0; i <= list.size(); ++i) {
    char c = i < list.size() ? list[i] : ',';
    if (c == '"' && i > 0 && list[i - 1] != '\\') quoted = !quoted;
    if (quoted) continue;
    if (c == '<' || c == '(' || c == '{' || c == '[') ++depth;
    if (c == '>' || c == ')' || c == '}' || c == ']') --depth;
    if (i == list.size() || (depth == 0 && c == ',')) {
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

std::vector<Parameter> parameters(const std::string& header) {
  size_t open = header.find('(', header.find('@'));
  size_t close = matching_paren(header, open);
  std::vector<Parameter> out;
  if (open == std::string::npos || close == std::string::npos) return out;
  for (const std::string& p : split_list(header.substr(open + 1, close - open - 1))) {
    out.push_back({p.substr(0, p.find(':')), p});
  }
  return out;
}

std::vector<std::string> backward_slice(const std::vector<std::string>& body, const std::vector<std::string>& tail) {
  // Each top-level operation: its lines, up to where its brackets close (a
  // region's "^bb0(...):" and "})" lines sit at its own indentation).
  std::vector<std::pair<size_t, size_t>> ops;
  int open = 0;
  for (size_t i = 0; i < body.size(); ++i) {
    if (open == 0) ops.push_back({i, i + 1});
    ops.back().second = i + 1;
    open += bracket_balance(body[i]);
  }
  std::set<std::string> needed;
  for (const auto& line : tail) names_in(line, needed);
  std::vector<bool> keep(ops.size(), false);
  for (size_t k = ops.size(); k-- > 0;) {
    std::string defined = defined_name(body[ops[k].first]);
    if (defined.empty() || !needed.count(defined)) continue;
    keep[k] = true;
    for (size_t i = ops[k].first; i < ops[k].second; ++i) names_in(body[i], needed);
  }
  std::vector<std::string> out;
  for (size_t k = 0; k < ops.size(); ++k) {
    if (keep[k])
      out.insert(out.end(), body.begin() + static_cast<long>(ops[k].first),
                 body.begin() + static_cast<long>(ops[k].second));
  }
  out.insert(out.end(), tail.begin(), tail.end());
  return out;
}

std::set<std::string> mentioned_names(const std::vector<std::string>& lines) {
  std::set<std::string> names;
  for (const auto& line : lines) names_in(line, names);
  return names;
}

std::vector<int> used_parameters(const std::vector<Parameter>& params, const std::vector<std::string>& lines) {
  std::set<std::string> used = mentioned_names(lines);
  std::vector<int> out;
  for (size_t k = 0; k < params.size(); ++k) {
    if (used.count(params[k].name)) out.push_back(static_cast<int>(k));
  }
  return out;
}

std::string keep_main_results(const std::string& module_text, const std::vector<int>& keep) {
  std::vector<std::string> lines = split_lines(module_text);
  for (const Function& f : mlir_functions(lines)) {
    if (f.name != "main") continue;
    size_t ret = f.end;
    while (ret > f.begin && lines[ret].rfind("    return ", 0) != 0) --ret;
    size_t colon = lines[ret].find(" : ");
    if (ret == f.begin || colon == std::string::npos) return "";
    std::vector<std::string> values = split_list(lines[ret].substr(11, colon - 11));
    std::vector<std::string> types = split_list(lines[ret].substr(colon + 3));
    std::vector<std::string> kept_values, kept_types;
    for (int k : keep) {
      if (k < 0 || static_cast<size_t>(k) >= values.size() || values.size() != types.size()) return "";
      kept_values.push_back(values[static_cast<size_t>(k)]);
      kept_types.push_back(types[static_cast<size_t>(k)]);
    }
    lines[ret] = "    return " + join(kept_values) + " : " + join(kept_types);
    const std::string& header = lines[f.begin];
    size_t args_close = matching_paren(header, header.find('(', header.find('@')));
    lines[f.begin] = header.substr(0, args_close + 1) + " -> (" + join(kept_types) + ") {";
    std::string out;
    for (const auto& l : lines) out += l + "\n";
    return out;
  }
  return "";
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
