#include "cli/output.h"

#include <iostream>

namespace jaxbench::cli {

void print_json(const nlohmann::json& document) { std::cout << document.dump(2) << std::endl; }

int report_error(const std::string& command, const std::string& message, bool json) {
  std::cerr << "jaxbench " << command << ": error: " << message << std::endl;
  if (json) print_json({{"command", command}, {"status", "error"}, {"error", message}});
  return kExitError;
}

void progress(const std::string& line) { std::cerr << line << std::endl; }

}  // namespace jaxbench::cli
