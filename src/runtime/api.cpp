#include "runtime/api.h"

namespace jaxbench::runtime {

std::string Api::message_of(PJRT_Error* error) const {
  if (!has(&PJRT_Api::PJRT_Error_Message)) return "(plugin cannot describe its error)";
  auto args = JAXBENCH_ARGS(PJRT_Error_Message_Args, message_size);
  args.error = error;
  table_->PJRT_Error_Message(&args);
  return std::string(args.message ? args.message : "", args.message_size);
}

int Api::code_of(PJRT_Error* error) const {
  if (!has(&PJRT_Api::PJRT_Error_GetCode)) return PJRT_Error_Code_UNKNOWN;
  auto args = JAXBENCH_ARGS(PJRT_Error_GetCode_Args, code);
  args.error = error;
  PJRT_Error* nested = table_->PJRT_Error_GetCode(&args);
  if (nested != nullptr) {
    destroy(nested);
    return PJRT_Error_Code_UNKNOWN;
  }
  return args.code;
}

void Api::destroy(PJRT_Error* error) const {
  if (error == nullptr || !has(&PJRT_Api::PJRT_Error_Destroy)) return;
  auto args = JAXBENCH_ARGS(PJRT_Error_Destroy_Args, error);
  args.error = error;
  table_->PJRT_Error_Destroy(&args);
}

void Api::check(PJRT_Error* error, const char* name) const {
  if (error == nullptr) return;
  std::string message = message_of(error);
  int code = code_of(error);
  destroy(error);
  throw PjrtError(name, code, message);
}

}  // namespace jaxbench::runtime
