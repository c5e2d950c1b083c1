#include "runtime/compile_request.h"

#include "runtime/compile_options.h"

namespace jaxbench::runtime {

namespace {
const std::string kFormat = "mlir";  // StableHLO text and bytecode alike
}  // namespace

CompileRequest::CompileRequest(const Program& program)
    : options(single_device_compile_options(program.overrides)), code(JAXBENCH_ARGS(PJRT_Program, format_size)) {
  code.code = const_cast<char*>(program.code.data());  // the ABI's field is non-const; never written
  code.code_size = program.code.size();
  code.format = kFormat.data();
  code.format_size = kFormat.size();
}

}  // namespace jaxbench::runtime
