// A loaded PJRT plugin: dlopen + GetPjrtApi + version checks +
// PJRT_Plugin_Initialize. Shared by every handle created from it, so the
// library stays loaded while any of them lives.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "runtime/api.h"

namespace jaxbench::runtime {

class Plugin {
 public:
  // Loads the shared library at `path`; throws jaxbench::Error naming the
  // file and the fix when it is missing, is not a PJRT plugin, or speaks a
  // different major API version.
  static std::shared_ptr<Plugin> load(const std::string& path);

  const Api& api() const { return api_; }
  const std::string& path() const { return path_; }
  int api_major() const { return major_; }
  int api_minor() const { return minor_; }
  // Whatever PJRT_Plugin_Attributes reports (xla_version, stablehlo versions…).
  const std::map<std::string, std::string>& attributes() const { return attributes_; }

  // Validates a table without loading a library: used by load() and by the
  // tests' fake tables. Throws on a major-version mismatch or a table too
  // small for the functions every session needs.
  static void validate_table(const PJRT_Api* table, const std::string& where);

 private:
  Plugin(std::string path, const PJRT_Api* table);

  std::string path_;
  Api api_;
  int major_ = 0;
  int minor_ = 0;
  std::map<std::string, std::string> attributes_;
};

}  // namespace jaxbench::runtime
