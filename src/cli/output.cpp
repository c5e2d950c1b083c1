#include "cli/output.h"

#include <iostream>

namespace jaxbench::cli {

void print_json(const nlohmann::json& document) { std::cout << document.dump(2) << std::endl; }

void print_result(const std::string& command, bool json, nlohmann::json document, const std::string& text) {
  if (!json) {
    std::cout << text << std::flush;
    return;
  }
  document["command"] = command;
  document["status"] = "ok";
  print_json(document);
}

bool print_help(const std::optional<std::string>& help) {
  if (help) std::cout << *help;
  return help.has_value();
}

int report_error(const std::string& command, const std::string& message, bool json) {
  std::cerr << "jaxbench " << command << ": error: " << message << std::endl;
  if (json) print_json({{"command", command}, {"status", "error"}, {"error", message}});
  return kExitError;
}

void progress(const std::string& line) { std::cerr << line << std::endl; }

int finish_recording(const std::optional<std::string>& store_error, const std::string& command, int exit_code) {
  if (!store_error) return exit_code;
  std::cerr << "jaxbench " << command << ": error: " << *store_error << "; the result above was not recorded"
            << std::endl;
  return kExitError;
}

}  // namespace jaxbench::cli
