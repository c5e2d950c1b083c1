#include "agent/autotune.h"

#include <cctype>
#include <filesystem>
#include <limits>
#include <random>
#include <set>
#include <sstream>

#include "core/error.h"

namespace jaxbench::agent {
namespace {

namespace fs = std::filesystem;

constexpr const char* kSettingName = "JAXBENCH_SETTING";

bool word_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// `NAME = {` at the start of a line: the position of the `{`, npos when the
// name is not assigned at top level. Throws when it is, but not to a dict.
size_t find_assignment(const std::string& src, const std::string& name, const std::string& what) {
  for (size_t at = src.find(name); at != std::string::npos; at = src.find(name, at + 1)) {
    if (at > 0 && src[at - 1] != '\n') continue;
    size_t i = at + name.size();
    if (i < src.size() && word_char(src[i])) continue;  // TUNABLES_X is another name
    while (i < src.size() && (src[i] == ' ' || src[i] == '\t')) ++i;
    if (i >= src.size() || src[i] != '=' || (i + 1 < src.size() && src[i + 1] == '=')) continue;
    ++i;
    while (i < src.size() && (src[i] == ' ' || src[i] == '\t')) ++i;
    if (i < src.size() && src[i] == '{') return i;
    throw Error(what + ": " + name + " is not a dict literal; write " + name + " = {\"name\": [values, ...]}");
  }
  return std::string::npos;
}

// A number from `at` (1, 0.5, 1e-5, 1_000): copied without its digit
// separators; returns the position of its last character.
size_t copy_number(const std::string& src, size_t at, std::string* out) {
  size_t i = at;
  for (; i < src.size(); ++i) {
    char c = src[i];
    bool sign_of_exponent = (c == '+' || c == '-') && (src[i - 1] == 'e' || src[i - 1] == 'E');
    if (!word_char(c) && c != '.' && !sign_of_exponent) break;
    if (c != '_') *out += c;
  }
  return i - 1;
}

// A Python literal (dicts, lists, tuples, double-quoted strings, numbers,
// True/False/None, comments, trailing commas) from `open` to its matching
// close, as JSON text. Anything else (a name, a call, a single quote) is
// refused: the file must say its space without being run.
std::string literal_to_json(const std::string& src, size_t open, const std::string& what) {
  std::string out;
  int depth = 0;
  auto drop_trailing_comma = [&out] {
    size_t last = out.find_last_not_of(" \t\r\n");
    if (last != std::string::npos && out[last] == ',') out.erase(last);
  };
  for (size_t i = open; i < src.size(); ++i) {
    char c = src[i];
    if (c == '{' || c == '[' || c == '(') {
      ++depth;
      out += c == '(' ? '[' : c;
    } else if (c == '}' || c == ']' || c == ')') {
      drop_trailing_comma();
      out += c == ')' ? ']' : c;
      if (--depth == 0) return out;
    } else if (c == '"') {
      size_t j = i + 1;
      while (j < src.size() && src[j] != '"' && src[j] != '\n') j += src[j] == '\\' ? 2 : 1;
      if (j >= src.size() || src[j] != '"') throw Error(what + ": a string in TUNABLES is not closed on its line");
      out += src.substr(i, j - i + 1);
      i = j;
    } else if (c == '\'') {
      throw Error(what + ": TUNABLES uses a single-quoted string; write names and strings in double quotes");
    } else if (c == '#') {
      while (i + 1 < src.size() && src[i + 1] != '\n') ++i;
    } else if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
      i = copy_number(src, i, &out);
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t j = i;
      while (j < src.size() && word_char(src[j])) ++j;
      std::string word = src.substr(i, j - i);
      if (word == "True")
        out += "true";
      else if (word == "False")
        out += "false";
      else if (word == "None")
        out += "null";
      else
        throw Error(what + ": TUNABLES is not a literal (it names `" + word + "`); list the values themselves");
      i = j - 1;
    } else {
      out += c;  // signs, punctuation, blanks
    }
  }
  throw Error(what + ": TUNABLES = { is never closed; end the dict with }");
}

void check_axis(const std::string& what, const std::string& name, const nlohmann::ordered_json& values) {
  std::string where = what + ": TUNABLES[\"" + name + "\"]";
  if (name.empty()) throw Error(what + ": TUNABLES has an empty name; name every axis");
  if (!values.is_array()) throw Error(where + " is not a list; write a list of its values");
  if (values.empty()) throw Error(where + " is an empty list; give it at least one value");
  for (size_t i = 0; i < values.size(); ++i) {
    if (values[i].is_array() || values[i].is_object()) {
      throw Error(where + " holds a list or dict; its values must be numbers, strings or bools");
    }
    for (size_t j = 0; j < i; ++j) {
      if (values[j] == values[i]) throw Error(where + " lists " + values[i].dump() + " twice; list each value once");
    }
  }
}

// A setting as a Python literal: the JSON text with Python's spellings.
std::string python_literal(const nlohmann::json& value) {
  if (value.is_boolean()) return value.get<bool>() ? "True" : "False";
  if (value.is_null()) return "None";
  if (value.is_string()) return value.dump(-1, ' ', true);
  if (value.is_object() || value.is_array()) {
    bool object = value.is_object();
    std::string out = object ? "{" : "[";
    bool first = true;
    for (auto it = value.begin(); it != value.end(); ++it) {
      if (!first) out += ", ";
      first = false;
      if (object) out += nlohmann::json(it.key()).dump(-1, ' ', true) + ": ";
      out += python_literal(*it);
    }
    return out + (object ? "}" : "]");
  }
  return value.dump();
}

nlohmann::json setting_at(const std::vector<TunableAxis>& axes, const std::vector<size_t>& index) {
  nlohmann::json setting = nlohmann::json::object();
  for (size_t a = 0; a < axes.size(); ++a) setting[axes[a].name] = axes[a].values[index[a]];
  return setting;
}

}  // namespace

std::vector<TunableAxis> read_tunables(const std::string& template_source, const std::string& template_name) {
  std::string what = "template " + template_name;
  size_t open = find_assignment(template_source, "TUNABLES", what);
  if (open == std::string::npos) {
    throw Error(what + " declares no TUNABLES; add a top-level line TUNABLES = {\"name\": [values, ...]}");
  }
  std::string text = literal_to_json(template_source, open, what);
  nlohmann::ordered_json dict = nlohmann::ordered_json::parse(text, nullptr, false);
  if (dict.is_discarded()) throw Error(what + ": TUNABLES is not a literal dict of lists (read as " + text + ")");
  if (dict.empty()) throw Error(what + ": TUNABLES is empty; declare at least one axis");
  std::vector<TunableAxis> axes;
  for (auto it = dict.begin(); it != dict.end(); ++it) {
    check_axis(what, it.key(), it.value());
    TunableAxis axis{it.key(), {}};
    for (const auto& v : it.value()) axis.values.push_back(nlohmann::json::parse(v.dump()));
    axes.push_back(std::move(axis));
  }
  return axes;
}

uint64_t space_size(const std::vector<TunableAxis>& axes) {
  uint64_t size = 1;
  for (const auto& axis : axes) {
    uint64_t n = axis.values.size();
    if (n == 0) return 0;
    if (size > std::numeric_limits<uint64_t>::max() / n) return std::numeric_limits<uint64_t>::max();
    size *= n;
  }
  return size;
}

std::vector<nlohmann::json> choose_settings(const std::vector<TunableAxis>& axes, uint64_t budget, uint64_t seed,
                                            std::string* how) {
  std::vector<nlohmann::json> settings;
  uint64_t size = space_size(axes);
  if (size <= budget) {
    if (how) *how = "grid";
    for (uint64_t flat = 0; flat < size; ++flat) {
      std::vector<size_t> index(axes.size());
      uint64_t rest = flat;  // the last axis varies fastest
      for (size_t a = axes.size(); a-- > 0;) {
        index[a] = rest % axes[a].values.size();
        rest /= axes[a].values.size();
      }
      settings.push_back(setting_at(axes, index));
    }
    return settings;
  }
  if (how) *how = "random";
  std::mt19937_64 rng(seed);
  std::set<std::vector<size_t>> seen;
  while (settings.size() < budget) {  // budget < size, so a new setting always exists
    std::vector<size_t> index(axes.size());
    for (size_t a = 0; a < axes.size(); ++a) {
      index[a] = std::uniform_int_distribution<size_t>(0, axes[a].values.size() - 1)(rng);
    }
    if (seen.insert(index).second) settings.push_back(setting_at(axes, index));
  }
  return settings;
}

std::string render_setting(const std::string& template_source, const nlohmann::json& setting) {
  if (!setting.is_object()) throw Error("a tuning setting must be a JSON object {name: value}, not " + setting.dump());
  std::string line = std::string(kSettingName) + " = " + python_literal(setting) +
                     "  # written by jaxbench autotune; jaxbench_tuning.tuned() reads it\n";
  std::istringstream in(template_source);
  std::string out = line, text;
  while (std::getline(in, text)) {
    if (text.rfind(std::string(kSettingName) + " =", 0) == 0) continue;
    out += text + "\n";
  }
  if (!template_source.empty() && template_source.back() != '\n') out.pop_back();
  return out;
}

std::optional<nlohmann::json> rendered_setting(const std::string& candidate_source) {
  size_t open = find_assignment(candidate_source, kSettingName, "candidate");
  if (open == std::string::npos) return std::nullopt;
  nlohmann::json setting = nlohmann::json::parse(literal_to_json(candidate_source, open, "candidate"), nullptr, false);
  if (setting.is_discarded()) return std::nullopt;
  return setting;
}

std::optional<std::string> template_for(const std::string& project_root, const std::string& workload_id) {
  if (workload_id.empty()) return std::nullopt;
  fs::path dir = fs::path(project_root) / "examples" / "templates";
  std::error_code ec;
  fs::path exact = dir / (workload_id + ".py");
  if (fs::is_regular_file(exact, ec)) return exact.string();
  std::vector<fs::path> matches;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
    const fs::path& p = it->path();
    if (p.extension() == ".py" && p.stem().string().rfind(workload_id + "_", 0) == 0) matches.push_back(p);
  }
  if (matches.size() != 1) return std::nullopt;
  return matches.front().string();
}

}  // namespace jaxbench::agent
