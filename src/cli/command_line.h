// Each command's options through CLI11: typed values checked by validators
// that name the valid values, help generated from the options, and every
// default taken from the request struct an option fills (never written as a
// string). A bad command line is one UsageError line and exit code 2.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cli/output.h"
#include "core/error.h"
#include "store/location.h"

namespace jaxbench::cli {

using Argv = std::vector<std::string>;

// A command line a command cannot use. `what()` is one line naming the
// option, the value and the valid values, e.g. "--budget: 'abc' is not a
// number (a time in seconds, e.g. 2)".
class UsageError : public Error {
 public:
  using Error::Error;
  int exit_code() const { return kExitError; }
};

// Where the results store is (--db FILE; default store::default_database_path)
// and whether to record at all (--no-store), for the commands that record
// (eval, run) or read it (history).
using StoreOptions = store::StoreOptions;

// What a command's parser gives back: the request it filled, --json, the
// store options, and the help text when --help was asked (then the command
// prints it and exits 0).
template <typename Request>
struct CommandLine {
  Request request;
  bool json = false;
  StoreOptions store;
  std::optional<std::string> help;
};

// One command's CLI11 app with jaxbench's conventions: --help and --json on
// every command, options that may repeat keep the last value (as the old
// parser did), errors as UsageError.
class CommandParser {
 public:
  // usage: the synopsis lines ("usage: jaxbench run [--workload ID ...] ...");
  // about: what the command does, printed after them.
  CommandParser(std::string command, std::string usage, std::string about);

  CLI::App& app() { return app_; }

  // A value of any text (an id, a file, a plugin name or path).
  CLI::Option* add_text(const std::string& name, std::string& value, const std::string& value_name,
                        const std::string& description);
  CLI::Option* add_text(const std::string& name, std::optional<std::string>& value, const std::string& value_name,
                        const std::string& description);
  // An option that may be given many times; each value is kept, in order.
  CLI::Option* add_list(const std::string& name, std::vector<std::string>& values, const std::string& value_name,
                        const std::string& description);
  // One of a fixed set of words (--size small|full, --suite priority|fused|all).
  CLI::Option* add_choice(const std::string& name, std::string& value, const std::vector<std::string>& choices,
                          const std::string& what, const std::string& description);
  CLI::Option* add_choice(const std::string& name, std::optional<std::string>& value,
                          const std::vector<std::string>& choices, const std::string& what,
                          const std::string& description);
  // A positive number of seconds; its current value is the default.
  CLI::Option* add_seconds(const std::string& name, double& seconds, const std::string& description);
  // A whole number of at least `minimum`.
  CLI::Option* add_count(const std::string& name, int& count, int minimum, const std::string& what,
                         const std::string& description);
  // A size in bytes (4G, 512M, 1024); a non-zero current value is the default.
  CLI::Option* add_bytes(const std::string& name, uint64_t& bytes, const std::string& description);
  // A TPU target as runtime::topology_spec reads it (v6e, v5p:2x2x1).
  CLI::Option* add_tpu_target(const std::string& name, std::string& target, const std::string& description);
  CLI::Option* add_tpu_target(const std::string& name, std::optional<std::string>& target,
                              const std::string& description);
  // --plugin cpu|cuda|tpu|PATH, the plugin the command runs on (every command says it the same way).
  CLI::Option* add_plugin(std::string& plugin);
  // A flag that sets `value` when given (--json).
  CLI::Option* add_flag(const std::string& name, bool& value, const std::string& description);
  // A flag that clears `value` when given (--no-timing clears timing).
  CLI::Option* add_clearing_flag(const std::string& name, bool& value, const std::string& description);
  // --db FILE, and with `recording` also --no-store.
  void add_store_options(StoreOptions& store, bool recording);

  // Parses argv (without the program and command names) into the options'
  // variables and `line`'s json and help. Throws UsageError.
  template <typename Request>
  void parse(const Argv& argv, CommandLine<Request>& line) {
    line.help = parse(argv);
    line.json = json_;
  }

  // What the command line lacks, as one line: "COMMAND PROBLEM (see
  // jaxbench COMMAND --help)".
  UsageError error(const std::string& problem) const;
  // The one positional value of `values` (after parse); `what` names it in
  // the error when there are none or more ("bundle FILE").
  template <typename T>
  T only_one(const std::vector<T>& values, const std::string& what) const {
    if (values.size() != 1) throw error("takes exactly one " + what);
    return values.front();
  }

  // The words a --size takes, as every command spells them.
  static const std::vector<std::string>& size_names();
  // The suites: "priority", "fused", "all".
  static const std::vector<std::string>& suite_names();

 private:
  // Returns the help text when --help was given.
  std::optional<std::string> parse(const Argv& argv);
  void reject_extras() const;
  // " (see jaxbench COMMAND --help)", the end of every UsageError.
  std::string see_help() const;

  std::string command_;
  CLI::App app_;
  bool json_ = false;
};

}  // namespace jaxbench::cli
