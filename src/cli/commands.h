// One function per subcommand; main.cpp only dispatches.
#pragma once

#include <string>
#include <vector>

namespace jaxbench::cli {

using Argv = std::vector<std::string>;  // without the program and command names

int doctor_command(const Argv& argv);
int exec_command(const Argv& argv);
int list_command(const Argv& argv);
int run_command(const Argv& argv);
int eval_command(const Argv& argv);
int preflight_command(const Argv& argv);
int platforms_command(const Argv& argv);
int serve_command(const Argv& argv);
int history_command(const Argv& argv);
int leaderboard_command(const Argv& argv);
int verify_command(const Argv& argv);
int mark_command(const Argv& argv);
int export_results_command(const Argv& argv);
int import_command(const Argv& argv);
int optimize_command(const Argv& argv);
int evaluate_command(const Argv& argv);
int workload_command(const Argv& argv);

}  // namespace jaxbench::cli
