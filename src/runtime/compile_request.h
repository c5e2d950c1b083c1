// What both kinds of compile hand PJRT — on a client (Client::compile) and
// for a deviceless topology (compile_for_topology): the program as a
// PJRT_Program and the single-device compile options, made in one place.
#pragma once

#include <string>

#include "runtime/api.h"
#include "runtime/client.h"

namespace jaxbench::runtime {

struct CompileRequest {
  // `program` must outlive the request: its code is referred to, not copied.
  explicit CompileRequest(const Program& program);
  std::string options;  // xla.CompileOptionsProto: one replica, one partition, the program's overrides
  PJRT_Program code;
};

}  // namespace jaxbench::runtime
