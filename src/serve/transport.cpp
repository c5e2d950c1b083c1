#include "serve/transport.h"

#include "process/line_reader.h"

namespace jaxbench::serve {

int run_transport(int input, const ProtocolOutput& output, MessageHandler& handler) {
  process::LineReader reader(input, kMaxLineBytes);
  while (std::optional<process::Line> line = reader.next()) {
    nlohmann::json reply;
    if (line->too_long) {
      reply = handler.on_too_long();
    } else if (line->text.find_first_not_of(" \t\r") == std::string::npos) {
      continue;  // blank lines separate nothing
    } else {
      reply = handler.on_line(line->text);
    }
    if (!reply.is_null() && !output.write(reply)) return 0;  // the reader is gone
  }
  return 0;
}

}  // namespace jaxbench::serve
