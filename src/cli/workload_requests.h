// What `jaxbench workload new|add|remove|list` are asked (cli/workload*.cpp).
#pragma once

#include <string>
#include <vector>

#include "candidate/workload_add.h"

namespace jaxbench::cli {

struct WorkloadRequest {
  std::string name;         // new: the op's name (its folder and id); remove: the id
  std::string dir = ".";    // new: where its folder is written
  std::string workload_py;  // add: PATH/workload.py
  std::string workloads;    // add/remove/list: the user workloads folder ("" = $JAXBENCH_WORKLOADS, else XDG)
  std::string sizes = "small,full";
  bool replace = false;
  int held_out_check = candidate::WorkloadAddOptions().held_out_check;
};

int workload_add_command(const std::vector<std::string>& argv);

}  // namespace jaxbench::cli
