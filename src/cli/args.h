// A small command-line parser: `--name value`, `--name=value`, repeated
// options, boolean flags and positionals. Unknown options are errors that
// name the option and the command's help.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace jaxbench::cli {

struct ArgSpec {
  std::set<std::string> flags;    // take no value: "json", "help"
  std::set<std::string> options;  // take a value; may repeat
};

class Args {
 public:
  // argv excludes the program and command names. Throws jaxbench::Error.
  static Args parse(const std::vector<std::string>& argv, const ArgSpec& spec, const std::string& command);

  bool flag(const std::string& name) const { return flags_.count(name) > 0; }
  std::optional<std::string> get(const std::string& name) const;
  std::string get_or(const std::string& name, const std::string& fallback) const;
  const std::vector<std::string>& all(const std::string& name) const;
  const std::vector<std::string>& positionals() const { return positionals_; }

 private:
  std::set<std::string> flags_;
  std::map<std::string, std::vector<std::string>> options_;
  std::vector<std::string> positionals_;
};

}  // namespace jaxbench::cli
