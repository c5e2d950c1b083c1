// How commands report: a human text on stderr/stdout, or one JSON document
// on stdout with --json. Errors are one line on stderr either way.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace jaxbench::cli {

// Exit codes shared by every command.
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;  // the command ran and its check failed
inline constexpr int kExitError = 2;   // bad input, missing plugin, crash of a step

void print_json(const nlohmann::json& document);
// A command's result when it succeeded: with --json `document` with
// "command": COMMAND and "status": "ok" added, else `text` on stdout.
void print_result(const std::string& command, bool json, nlohmann::json document, const std::string& text);
// Prints the --help text a command's parser gave back, if it gave one; true
// when it did (the command then exits kExitOk and does nothing else).
bool print_help(const std::optional<std::string>& help);
// Prints "jaxbench COMMAND: error: MESSAGE" on stderr, and with --json also
// {"status": "error", "error": MESSAGE} on stdout. Returns kExitError.
int report_error(const std::string& command, const std::string& message, bool json);
// A recording command's exit: when the store failed (`store_error`, a
// Recorder's error()), prints "jaxbench COMMAND: error: ...; the result above
// was not recorded" on stderr and returns kExitError (a script sees nothing
// was recorded); else `exit_code`.
int finish_recording(const std::optional<std::string>& store_error, const std::string& command, int exit_code);
// Progress lines go to stderr so stdout stays machine-readable.
void progress(const std::string& line);

}  // namespace jaxbench::cli
