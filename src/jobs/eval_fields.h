// The eval request's fields, named once: the wire name serve and MCP read,
// the command line's flag, the kind of value (which fixes its parsing, its
// bounds and its JSON schema) and its help. Defaults are a default-constructed
// EvalRequest's. Everything that reads or writes an eval request goes
// through this table: serve decodes params with decode_eval_fields, the loop
// and verify encode a typed request with encode_eval_request, serve's schema
// is eval_fields_schema, and `jaxbench eval` binds the flags (cli/eval_flags.h).
// A new field is one row here and its member in EvalRequest.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "core/error.h"
#include "jobs/eval_request.h"

namespace jaxbench::jobs {

enum class EvalFieldKind {
  text,        // any text (an id)
  size,        // one of suite::size_names()
  tpu_target,  // a TPU target (v6e, v5p:2x2x1)
  seconds,     // a positive number of seconds
  count,       // a whole number of at least `minimum`
  boolean,     // true/false; on the command line a flag (or, when `flag` starts with --no-, one that clears it)
  bytes,       // a size: 4G, 512M (a number of bytes on the wire too)
};

using EvalMember =
    std::variant<std::string EvalRequest::*, std::optional<std::string> EvalRequest::*, int EvalRequest::*,
                 double EvalRequest::*, bool EvalRequest::*, uint64_t EvalRequest::*>;

struct EvalField {
  const char* wire;  // "held_out"
  const char* flag;  // "--held-out"; nullptr: serve only
  EvalFieldKind kind;
  EvalMember member;
  const char* help;            // without the default, which is added from the request
  int minimum = 0;             // counts only
  const char* unit = nullptr;  // counts only: what is counted ("secret seeds"), for errors
};

// The fields in the order help and schemas list them.
const std::vector<EvalField>& eval_fields();

// A field of the params that cannot be read: `what()` is one line naming
// params.FIELD, the value and what it must be. serve answers it as invalid params.
class EvalFieldError : public Error {
 public:
  using Error::Error;
};

// Reads every field `params` carries into `request`, checking kind and
// bounds; fields it lacks keep the request's values. Other params (the
// candidate, JAXBench's flags) are left to the caller. Throws EvalFieldError.
void decode_eval_fields(const nlohmann::json& params, EvalRequest& request);

// The request as params: the workload and size always (a size sent is a
// size given, as JAXBench's --tpu reads it), every other field only where it
// differs from a default-constructed request, so that the receiving server's
// own defaults (serve --compile-timeout, --memory-limit) stay in force.
nlohmann::json encode_eval_request(const EvalRequest& request);

// JSON-schema properties of every field, with its default in the description.
nlohmann::json eval_fields_schema();

// The default of a field as help shows it ("10", "small", "512M"; "" when none).
std::string eval_field_default(const EvalField& field, const EvalRequest& defaults);

}  // namespace jaxbench::jobs
