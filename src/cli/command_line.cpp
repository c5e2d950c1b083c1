#include "cli/command_line.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <memory>
#include <sstream>
#include <utility>

#include "core/strings.h"
#include "runtime/topology.h"
#include "suite/registry.h"

namespace jaxbench::cli {

namespace {

// The help as the commands always printed it: the synopsis, what the command
// does, then the options CLI11 lists with their types and defaults.
class UsageFormatter : public CLI::Formatter {
 public:
  UsageFormatter(std::string usage, std::string about) : usage_(std::move(usage)), about_(std::move(about)) {
    column_width(34);
  }
  std::string make_help(const CLI::App* app, std::string, CLI::AppFormatMode mode) const override {
    return usage_ + "\n" + about_ + make_groups(app, mode);
  }

 private:
  std::string usage_;
  std::string about_;
};

std::string number_text(double value) {
  std::ostringstream text;
  text << value;
  return text.str();
}

std::string join(const std::vector<std::string>& words, const char* separator) {
  std::string text;
  for (const auto& word : words) text += (text.empty() ? "" : separator) + word;
  return text;
}

// The whole text as a finite double, or nothing ("2", "0.5", "1e-3").
std::optional<double> parse_number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  if (errno != 0 || end != text.c_str() + text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

// The whole text as an int written in decimal, or nothing.
std::optional<int> parse_whole_number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  errno = 0;
  char* end = nullptr;
  long value = std::strtol(text.c_str(), &end, 10);
  if (errno != 0 || end != text.c_str() + text.size() || value < std::numeric_limits<int>::min() ||
      value > std::numeric_limits<int>::max())
    return std::nullopt;
  return static_cast<int>(value);
}

CLI::Validator seconds_validator(const std::string& example) {
  return CLI::Validator(
      [example](std::string& text) -> std::string {
        std::string valid = " (a time in seconds, e.g. " + example + ")";
        std::optional<double> value = parse_number(text);
        if (!value) return "'" + text + "' is not a number" + valid;
        if (*value <= 0) return "'" + text + "' is not a positive number" + valid;
        return "";
      },
      "", "seconds");
}

CLI::Validator count_validator(int minimum, const std::string& what, const std::string& example) {
  return CLI::Validator(
      [=](std::string& text) -> std::string {
        std::optional<int> value = parse_whole_number(text);
        if (value && *value >= minimum) return "";
        return "'" + text + "' is not a whole number of at least " + std::to_string(minimum) + " (" + what + ", e.g. " +
               example + ")";
      },
      "", "count");
}

CLI::Validator choice_validator(const std::vector<std::string>& choices, const std::string& what) {
  return CLI::Validator(
      [=](std::string& text) -> std::string {
        for (const auto& choice : choices) {
          if (text == choice) return "";
        }
        return "'" + text + "' is not a " + what + " (" + join(choices, "|") + ")";
      },
      "", "choice");
}

CLI::Validator bytes_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        if (parse_bytes(text)) return "";
        return "'" + text + "' is not a size (e.g. 4G or 512M)";
      },
      "", "size");
}

// runtime::topology_spec reads the target from the TPU generation table and
// names the accepted ones when it cannot.
CLI::Validator tpu_target_validator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        try {
          runtime::topology_spec(text);
        } catch (const Error& error) {
          return error.what();
        }
        return "";
      },
      "", "tpu target");
}

// "--budget: 1 required SECONDS missing": the option CLI11 names first.
std::string option_named_in(const std::string& message) { return message.substr(0, message.find(':')); }

}  // namespace

CommandParser::CommandParser(std::string command, std::string usage, std::string about)
    : command_(std::move(command)), app_("", "jaxbench " + command_) {
  app_.formatter(std::make_shared<UsageFormatter>(std::move(usage), std::move(about)));
  app_.set_help_flag("--help", "print this help and exit");
  // Extras are kept so that an unknown option gets jaxbench's own message.
  app_.allow_extras();
  add_flag("--json", json_, "one JSON document on stdout (an error too)");
}

CLI::Option* CommandParser::add_text(const std::string& name, std::string& value, const std::string& value_name,
                                     const std::string& description) {
  return app_.add_option(name, value, description)
      ->type_name(value_name)
      ->capture_default_str()
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
}

CLI::Option* CommandParser::add_text(const std::string& name, std::optional<std::string>& value,
                                     const std::string& value_name, const std::string& description) {
  return app_
      .add_option_function<std::string>(
          name, [&value](const std::string& text) { value = text; }, description)
      ->type_name(value_name)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
}

CLI::Option* CommandParser::add_list(const std::string& name, std::vector<std::string>& values,
                                     const std::string& value_name, const std::string& description) {
  // One value per occurrence: `--workload 12p --workload 41k`.
  return app_.add_option(name, values, description)
      ->type_name(value_name)
      ->allow_extra_args(false)
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
}

CLI::Option* CommandParser::add_choice(const std::string& name, std::string& value,
                                       const std::vector<std::string>& choices, const std::string& what,
                                       const std::string& description) {
  return add_text(name, value, join(choices, "|"), description)->check(choice_validator(choices, what));
}

CLI::Option* CommandParser::add_choice(const std::string& name, std::optional<std::string>& value,
                                       const std::vector<std::string>& choices, const std::string& what,
                                       const std::string& description) {
  return add_text(name, value, join(choices, "|"), description)->check(choice_validator(choices, what));
}

CLI::Option* CommandParser::add_seconds(const std::string& name, double& seconds, const std::string& description) {
  return app_.add_option(name, seconds, description)
      ->type_name("SECONDS")
      ->capture_default_str()
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast)
      ->check(seconds_validator(number_text(seconds)));
}

CLI::Option* CommandParser::add_count(const std::string& name, int& count, int minimum, const std::string& what,
                                      const std::string& description) {
  return app_.add_option(name, count, description)
      ->type_name("N")
      ->capture_default_str()
      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast)
      ->check(count_validator(minimum, what, std::to_string(count)));
}

CLI::Option* CommandParser::add_plugin(std::string& plugin) {
  return add_text("--plugin", plugin, "P", "cpu|cuda|tpu|PATH (default: JAXBENCH_PLUGIN, then cpu)");
}

CLI::Option* CommandParser::add_bytes(const std::string& name, uint64_t& bytes, const std::string& description) {
  CLI::Option* option =
      app_.add_option_function<std::string>(
              name, [&bytes](const std::string& text) { bytes = parse_bytes(text).value_or(bytes); }, description)
          ->type_name("SIZE")
          ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast)
          ->check(bytes_validator());
  if (bytes > 0) {
    std::string shown = format_bytes_short(bytes);  // "256 MiB" -> "256MiB", as one would type it
    shown.erase(std::remove(shown.begin(), shown.end(), ' '), shown.end());
    option->default_str(shown);
  }
  return option;
}

CLI::Option* CommandParser::add_tpu_target(const std::string& name, std::string& target,
                                           const std::string& description) {
  return add_text(name, target, "CHIP", description)->check(tpu_target_validator());
}

CLI::Option* CommandParser::add_tpu_target(const std::string& name, std::optional<std::string>& target,
                                           const std::string& description) {
  return add_text(name, target, "CHIP", description)->check(tpu_target_validator());
}

CLI::Option* CommandParser::add_flag(const std::string& name, bool& value, const std::string& description) {
  return app_.add_flag(name, value, description);
}

CLI::Option* CommandParser::add_clearing_flag(const std::string& name, bool& value, const std::string& description) {
  return app_.add_flag_callback(
      name, [&value] { value = false; }, description);
}

void CommandParser::add_store_options(StoreOptions& store, bool recording) {
  add_text("--db", store.db, "FILE",
           "the results store (default: JAXBENCH_DB, then $XDG_DATA_HOME/jaxbench/jaxbench.db, then "
           "~/.local/share/jaxbench/jaxbench.db)");
  if (recording) add_clearing_flag("--no-store", store.record, "record nothing in the results store");
}

const std::vector<std::string>& CommandParser::size_names() { return suite::size_names(); }

const std::vector<std::string>& CommandParser::suite_names() { return suite::suite_names(); }

std::optional<std::string> CommandParser::parse(const Argv& argv) {
  std::vector<std::string> reversed(argv.rbegin(), argv.rend());  // CLI11 reads from the back
  try {
    app_.parse(reversed);
  } catch (const CLI::CallForHelp&) {
    return app_.help();
  } catch (const CLI::ValidationError& error) {
    throw UsageError(error.what());  // names the option, the value and the valid values
  } catch (const CLI::ArgumentMismatch& error) {
    throw UsageError("option " + option_named_in(error.what()) + " needs a value" + see_help());
  } catch (const CLI::ParseError& error) {
    throw UsageError(std::string(error.what()) + see_help());
  }
  reject_extras();
  return std::nullopt;
}

void CommandParser::reject_extras() const {
  for (const auto& extra : app_.remaining()) {
    if (extra.size() > 1 && extra[0] == '-') {
      std::string option = extra.substr(0, extra.find('='));
      throw UsageError("unknown option " + option + " for jaxbench " + command_ + see_help());
    }
    throw UsageError("unexpected argument '" + extra + "' for jaxbench " + command_ + see_help());
  }
}

std::string CommandParser::see_help() const { return " (see jaxbench " + command_ + " --help)"; }

UsageError CommandParser::error(const std::string& problem) const {
  return UsageError(command_ + " " + problem + see_help());
}

}  // namespace jaxbench::cli
