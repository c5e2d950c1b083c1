// The one gate through which every PJRT C function is called.
//
// `Api` is a non-owning view of a plugin's function table that travels with
// every handle (no globals). Before each call it checks that the slot lies
// inside the table size the plugin reported, so an older plugin fails with a
// clear error instead of jumping through garbage; after the call it turns a
// returned PJRT_Error into a PjrtError naming the function, and always
// destroys the C error.
#pragma once

#include <cstddef>
#include <cstring>
#include <string>

#include "runtime/pjrt_abi.h"
#include "runtime/pjrt_error.h"

namespace jaxbench::runtime {

// A zero-filled argument struct with its ABI size set. The size is the end
// of the last member we declare (the ABI's convention), not sizeof(), which
// may include trailing padding.
template <class Args>
Args make_args(size_t abi_size) {
  Args args;
  std::memset(static_cast<void*>(&args), 0, sizeof(Args));
  args.struct_size = abi_size;
  return args;
}
#define JAXBENCH_ARGS(Type, last_member) \
  ::jaxbench::runtime::make_args<Type>(offsetof(Type, last_member) + sizeof(Type::last_member))

class Api {
 public:
  explicit Api(const PJRT_Api* table) : table_(table) {}

  const PJRT_Api* table() const { return table_; }

  // True when the plugin's table is large enough to hold `slot`.
  template <class Slot>
  bool has(Slot PJRT_Api::*slot) const {
    const auto* base = reinterpret_cast<const char*>(table_);
    const auto* field = reinterpret_cast<const char*>(&(table_->*slot));
    return static_cast<size_t>(field - base) + sizeof(Slot) <= table_->struct_size && table_->*slot != nullptr;
  }

  // Calls `slot(args)`; throws PjrtError if the plugin lacks it or it fails.
  template <class Args>
  void call(PJRT_Error* (*PJRT_Api::*slot)(Args*), const char* name, Args* args) const {
    if (!has(slot)) {
      throw PjrtError(name, PJRT_Error_Code_UNIMPLEMENTED,
                      "the plugin's API table does not provide this function (plugin too old)");
    }
    check((table_->*slot)(args), name);
  }

  // Converts and destroys a returned error (no-op for null).
  void check(PJRT_Error* error, const char* name) const;

  // The message and code of an error, without destroying it.
  std::string message_of(PJRT_Error* error) const;
  int code_of(PJRT_Error* error) const;
  void destroy(PJRT_Error* error) const;

 private:
  const PJRT_Api* table_;
};

}  // namespace jaxbench::runtime
