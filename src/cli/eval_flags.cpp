#include "cli/eval_flags.h"

#include <string>

#include "jobs/eval_fields.h"

namespace jaxbench::cli {

namespace {

using jobs::EvalFieldKind;

template <typename T>
T& field_of(jobs::EvalRequest& request, const jobs::EvalField& field) {
  return request.*std::get<T jobs::EvalRequest::*>(field.member);
}

void add_text_field(CommandParser& parser, jobs::EvalRequest& request, const jobs::EvalField& field) {
  bool optional = std::holds_alternative<std::optional<std::string> jobs::EvalRequest::*>(field.member);
  if (field.kind == EvalFieldKind::size) {
    parser.add_choice(field.flag, field_of<std::string>(request, field), CommandParser::size_names(), "size",
                      field.help);
  } else if (field.kind == EvalFieldKind::tpu_target && optional) {
    parser.add_tpu_target(field.flag, field_of<std::optional<std::string>>(request, field), field.help);
  } else {
    parser.add_text(field.flag, field_of<std::string>(request, field), "ID", field.help);
  }
}

void add_boolean_field(CommandParser& parser, jobs::EvalRequest& request, const jobs::EvalField& field) {
  // "--no-timing" clears a field that is on by default; "--require-isolation" sets one.
  if (std::string(field.flag).rfind("--no-", 0) == 0) {
    parser.add_clearing_flag(field.flag, field_of<bool>(request, field), std::string("turns off: ") + field.help);
  } else {
    parser.add_flag(field.flag, field_of<bool>(request, field), field.help);
  }
}

}  // namespace

void add_eval_fields(CommandParser& parser, jobs::EvalRequest& request) {
  for (const jobs::EvalField& field : jobs::eval_fields()) {
    if (field.flag == nullptr) continue;
    switch (field.kind) {
      case EvalFieldKind::text:
      case EvalFieldKind::size:
      case EvalFieldKind::tpu_target:
        add_text_field(parser, request, field);
        break;
      case EvalFieldKind::seconds:
        parser.add_seconds(field.flag, field_of<double>(request, field), field.help);
        break;
      case EvalFieldKind::count:
        parser.add_count(field.flag, field_of<int>(request, field), field.minimum, field.unit, field.help);
        break;
      case EvalFieldKind::boolean:
        add_boolean_field(parser, request, field);
        break;
      case EvalFieldKind::bytes:
        parser.add_bytes(field.flag, field_of<uint64_t>(request, field), field.help);
        break;
    }
  }
}

}  // namespace jaxbench::cli
