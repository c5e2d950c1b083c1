#include "agent/prompt.h"

#include <cstdio>

#include "core/error.h"

namespace jaxbench::agent {

std::string render_template(const std::string& text, const std::map<std::string, std::string>& values,
                            const std::string& template_name) {
  std::string out;
  size_t at = 0;
  while (true) {
    size_t open = text.find("{{", at);
    if (open == std::string::npos) break;
    size_t close = text.find("}}", open + 2);
    if (close == std::string::npos)
      throw Error("prompt template " + template_name + ": a '{{' is never closed (write {{name}})");
    std::string name = text.substr(open + 2, close - open - 2);
    auto it = values.find(name);
    if (it == values.end()) {
      std::string known;
      for (const auto& [k, v] : values) known += (known.empty() ? "" : ", ") + k;
      throw Error("prompt template " + template_name + ": no value for {{" + name +
                  "}} (the placeholders are: " + known + ")");
    }
    out += text.substr(at, open - at);
    out += it->second;  // a value is not rendered again: a kernel may contain "{{"
    at = close + 2;
  }
  return out + text.substr(at);
}

ProposalRequest render_prompt(const std::string& text, const std::map<std::string, std::string>& values,
                              const std::string& template_name) {
  auto trim = [](const std::string& s) {
    size_t b = s.find_first_not_of(" \t\r\n"), e = s.find_last_not_of(" \t\r\n");
    return b == std::string::npos ? std::string() : s.substr(b, e - b + 1) + "\n";
  };
  // The marker is searched in the template, so a value cannot move the split.
  size_t marker = text.find(kUserMarker);
  if (marker == std::string::npos) return {"", trim(render_template(text, values, template_name))};
  std::string system = render_template(text.substr(0, marker), values, template_name);
  std::string user = render_template(text.substr(marker + std::string(kUserMarker).size()), values, template_name);
  return {trim(system), trim(user)};
}

std::string format_verdicts(const std::vector<PastVerdict>& verdicts, size_t keep) {
  if (verdicts.empty()) return "(none yet)";
  std::string out;
  size_t first = verdicts.size() > keep ? verdicts.size() - keep : 0;
  for (size_t i = first; i < verdicts.size(); ++i) {
    const PastVerdict& v = verdicts[i];
    out += "- attempt " + std::to_string(v.attempt) + ": " + v.status;
    if (v.speedup) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.2fx", *v.speedup);
      out += std::string(", ") + buf + " the reference";
    }
    if (!v.message.empty()) out += " — " + v.message;
    out += "\n";
  }
  return out;
}

}  // namespace jaxbench::agent
