#include "runtime/named_value.h"

namespace jaxbench::runtime {

std::string named_value_text(const PJRT_NamedValue& value) {
  switch (value.type) {
    case PJRT_NamedValue_kString:
      return std::string(value.string_value, value.value_size);
    case PJRT_NamedValue_kInt64:
      return std::to_string(value.int64_value);
    case PJRT_NamedValue_kInt64List: {
      std::string text;
      for (size_t i = 0; i < value.value_size; ++i) {
        if (i) text += '.';
        text += std::to_string(value.int64_array_value[i]);
      }
      return text;
    }
    case PJRT_NamedValue_kFloat:
      return std::to_string(value.float_value);
    case PJRT_NamedValue_kBool:
      return value.bool_value ? "true" : "false";
  }
  return "?";
}

}  // namespace jaxbench::runtime
