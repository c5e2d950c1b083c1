#include "candidate/module_text.h"

#include "candidate/export_sandbox.h"
#include "candidate/export_steps.h"
#include "core/error.h"
#include "core/files.h"
#include "core/mlir_bytecode.h"
#include "core/strings.h"
#include "core/temp_dir.h"
#include "process/sandbox.h"

namespace jaxbench::candidate {

namespace {

// "loc(" or a "#loc" alias outside string literals (a Pallas kernel's
// payload is a string and may hold anything).
bool has_location_info(const std::string& code) {
  bool quoted = false;
  for (size_t i = 0; i < code.size(); ++i) {
    char c = code[i];
    if (quoted) {
      if (c == '\\') ++i;  // an escaped character, \" included
      if (c == '"') quoted = false;
      continue;
    }
    if (c == '"') quoted = true;
    if (c == 'l' && code.compare(i, 4, "loc(") == 0 &&
        (i == 0 || !std::isalnum(static_cast<unsigned char>(code[i - 1])))) {
      return true;
    }
    if (c == '#' && code.compare(i, 4, "#loc") == 0) return true;
  }
  return false;
}

ModuleText parse_failure(const std::string& form, const std::string& why) {
  ModuleText out;
  out.form = form;
  out.parsed = true;
  out.message = one_line(why, 400);
  return out;
}

}  // namespace

bool is_printed_form(const std::string& code) {
  if (is_mlir_bytecode(code)) return false;
  size_t first = code.find_first_not_of(" \t\r\n");
  if (first == std::string::npos || code.compare(first, 7, "module ") != 0) return false;
  return code.find("\n  func.func public @main(") != std::string::npos && !has_location_info(code);
}

ModuleText readable_module_text(const std::string& code, const ExportLimits& limits) {
  if (is_printed_form(code)) return {true, code, "text", false, ""};
  auto [root, python] = detail::checkout_paths(limits);
  TempDir dir("jaxbench-module-");
  std::string in = is_mlir_bytecode(code) ? "module.mlirbc" : "module.mlir";
  write_file_atomic(dir.path() + "/" + in, code);
  process::SandboxOptions options = detail::export_sandbox(limits, root, dir.path());
  options.root_binds = detail::exporter_root_binds(python, root, "");
  std::string interpreter = detail::real_interpreter_path(python);
  process::SandboxResult r =
      process::run_sandboxed({interpreter, "-m", "tools.export.module_text", in, "readable.mlir", "--json"}, options);
  nlohmann::json reply = detail::last_json_line(r.stdout_text);
  std::string form = detail::json_string(reply, "form");
  if (r.outcome == process::SandboxOutcome::timeout) {
    return parse_failure(form,
                         "the MLIR parser did not finish within " + format_seconds(limits.timeout_seconds) + " s");
  }
  if (detail::json_string(reply, "status") != "ok") {
    std::string why = detail::json_string(reply, "message");
    return parse_failure(
        form, why.empty() ? "the MLIR parser ended: " + r.message + " " + detail::error_line(r.stderr_text) : why);
  }
  ModuleText out{true, "", form, true, ""};
  std::string unreadable;
  if (!detail::read_child_file(dir.path() + "/readable.mlir", limits.file_size_bytes, &out.text, &unreadable)) {
    return parse_failure(form, "the parser's text is unreadable: " + unreadable);
  }
  return out;
}

}  // namespace jaxbench::candidate
