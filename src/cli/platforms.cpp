// `jaxbench platforms`: the platform registry (platform/registry.h), as the
// Python exporter and bench/ scripts read it (--json), or as text.
#include <iostream>
#include <string>

#include "cli/commands.h"
#include "cli/output.h"
#include "cli/requests.h"
#include "platform/registry.h"

namespace jaxbench::cli {

namespace {

constexpr const char* kPlatformsUsage = R"(usage: jaxbench platforms [--json]
)";
constexpr const char* kPlatformsAbout = R"(Prints the platform registry: which plugin runs what, the TPU a pre-flight
targets by default, the platforms the exporter lowers for, and whatever else
the registry holds. --json prints it as the one JSON document the Python
exporter and the bench/ scripts read.
)";

// A scalar as a reader wants it: strings without their quotes.
std::string scalar_text(const nlohmann::json& value) {
  return value.is_string() ? value.get<std::string>() : value.dump();
}

bool all_scalars(const nlohmann::json& array) {
  for (const auto& element : array) {
    if (element.is_structured()) return false;
  }
  return true;
}

// One member per line, nested objects indented, lists of plain values on one
// line and each object of a list on one line of its own.
void print_member(const std::string& key, const nlohmann::json& value, const std::string& indent) {
  if (value.is_object()) {
    std::cout << indent << key << ":\n";
    for (const auto& [name, member] : value.items()) print_member(name, member, indent + "  ");
  } else if (value.is_array() && all_scalars(value)) {
    std::string text;
    for (const auto& element : value) text += (text.empty() ? "" : ", ") + scalar_text(element);
    std::cout << indent << key << ": " << text << "\n";
  } else if (value.is_array()) {
    std::cout << indent << key << ":\n";
    for (const auto& element : value) {
      std::string text;
      if (!element.is_object()) {
        text = scalar_text(element);
      } else {
        for (const auto& [name, member] : element.items()) {
          text +=
              (text.empty() ? "" : ", ") + name + ": " + (member.is_structured() ? member.dump() : scalar_text(member));
        }
      }
      std::cout << indent << "  - " << text << "\n";
    }
  } else {
    std::cout << indent << key << ": " << scalar_text(value) << "\n";
  }
}

}  // namespace

CommandLine<PlatformsRequest> parse_platforms(const Argv& argv) {
  CommandLine<PlatformsRequest> line;
  CommandParser parser("platforms", kPlatformsUsage, kPlatformsAbout);
  parser.parse(argv, line);
  return line;
}

int platforms_command(const Argv& argv) {
  CommandLine<PlatformsRequest> line = parse_platforms(argv);
  if (line.help) {
    std::cout << *line.help;
    return kExitOk;
  }
  nlohmann::json registry = platform::registry_json();
  if (line.json) {
    print_json(registry);  // as-is: the document the exporter reads
    return kExitOk;
  }
  for (const auto& [key, value] : registry.items()) print_member(key, value, "");
  std::cout << std::flush;
  return kExitOk;
}

}  // namespace jaxbench::cli
