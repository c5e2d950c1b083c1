#include "cli/args.h"

#include "core/error.h"

namespace jaxbench::cli {

Args Args::parse(const std::vector<std::string>& argv, const ArgSpec& spec, const std::string& command) {
  Args args;
  for (size_t i = 0; i < argv.size(); ++i) {
    const std::string& token = argv[i];
    if (token.size() < 3 || token.compare(0, 2, "--") != 0) {
      args.positionals_.push_back(token);
      continue;
    }
    std::string name = token.substr(2);
    std::optional<std::string> inline_value;
    if (size_t eq = name.find('='); eq != std::string::npos) {
      inline_value = name.substr(eq + 1);
      name = name.substr(0, eq);
    }
    if (spec.flags.count(name)) {
      if (inline_value) throw Error("option --" + name + " takes no value (see jaxbench " + command + " --help)");
      args.flags_.insert(name);
    } else if (spec.options.count(name)) {
      if (!inline_value) {
        if (i + 1 >= argv.size()) throw Error("option --" + name + " needs a value (see jaxbench " + command + " --help)");
        inline_value = argv[++i];
      }
      args.options_[name].push_back(*inline_value);
    } else {
      throw Error("unknown option --" + name + " for jaxbench " + command + " (see jaxbench " + command + " --help)");
    }
  }
  return args;
}

std::optional<std::string> Args::get(const std::string& name) const {
  auto it = options_.find(name);
  if (it == options_.end() || it->second.empty()) return std::nullopt;
  return it->second.back();
}

std::string Args::get_or(const std::string& name, const std::string& fallback) const {
  return get(name).value_or(fallback);
}

const std::vector<std::string>& Args::all(const std::string& name) const {
  static const std::vector<std::string> kEmpty;
  auto it = options_.find(name);
  return it == options_.end() ? kEmpty : it->second;
}

}  // namespace jaxbench::cli
