// Where a command's judging runs: this machine (`local`, the default) or a
// Ray fleet (`ray`, `ray://ADDRESS`), as the --executor of run, optimize
// and verify names it.
#pragma once

#include <string>

namespace jaxbench::fleet {

struct Executor {
  bool ray = false;
  // What follows ray://: ray.init's address (HOST:PORT of a head, `auto`,
  // or a Ray Client ray://HOST:PORT). Empty: $RAY_ADDRESS, else a local
  // cluster the bridge starts, as ray.init() does.
  std::string address;
  std::string spec;  // as given, for messages
};

// "local", "ray" or "ray://ADDRESS"; anything else throws jaxbench::Error
// naming the value and the forms it may take.
Executor parse_executor(const std::string& spec);

// The forms, for --help.
inline constexpr const char* kExecutorForms = "local|ray|ray://ADDRESS";

}  // namespace jaxbench::fleet
