#include "agent/extract_code.h"

#include <cctype>
#include <sstream>
#include <vector>

namespace jaxbench::agent {
namespace {

struct Block {
  std::string tag, text;
};

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

std::string trim(const std::string& s) {
  size_t b = s.find_first_not_of(" \t\r"), e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// The fence length of a line opening or closing a block, 0 if it is none.
size_t fence_length(const std::string& line, size_t* after) {
  size_t indent = 0;
  while (indent < line.size() && indent < 4 && line[indent] == ' ') ++indent;
  if (indent > 3) return 0;
  size_t n = 0;
  while (indent + n < line.size() && line[indent + n] == '`') ++n;
  if (n < 3) return 0;
  *after = indent + n;
  return n;
}

std::vector<Block> fenced_blocks(const std::string& reply) {
  std::vector<Block> blocks;
  std::istringstream in(reply);
  std::string line, text, tag;
  size_t open = 0;  // the open fence's length; 0 outside a block
  while (std::getline(in, line)) {
    size_t after = 0, n = fence_length(line, &after);
    if (open == 0 && n > 0) {
      open = n, text.clear();
      std::string info = trim(line.substr(after));
      tag = lower(info.substr(0, info.find_first_of(" \t{")));
    } else if (open > 0 && n >= open && trim(line.substr(after)).empty()) {
      blocks.push_back({tag, text});
      open = 0;
    } else if (open > 0) {
      text += line;
      text += '\n';
    }
  }
  return blocks;  // a block still open at the end is dropped on purpose
}

bool is_python_candidate(const Block& b) {
  return (b.tag.empty() || b.tag == "python" || b.tag == "py" || b.tag == "python3") &&
         b.text.find("def workload(") != std::string::npos;
}

bool is_mlir_candidate(const Block& b) {
  return (b.tag.empty() || b.tag == "mlir" || b.tag == "stablehlo") && b.text.find("func.func") != std::string::npos &&
         b.text.find("@main") != std::string::npos;
}

}  // namespace

std::optional<ExtractedCode> extract_code(const std::string& reply) {
  std::vector<Block> blocks = fenced_blocks(reply);
  for (auto it = blocks.rbegin(); it != blocks.rend(); ++it) {
    if (is_python_candidate(*it)) return ExtractedCode{it->text, "python"};
    if (is_mlir_candidate(*it)) return ExtractedCode{it->text, "mlir"};
  }
  return std::nullopt;
}

std::string guess_language(const std::string& source) {
  std::istringstream in(source);
  std::string line;
  while (std::getline(in, line)) {
    std::string t = trim(line);
    if (t.empty() || t.rfind("//", 0) == 0 || t.rfind("#loc", 0) == 0) continue;
    bool module = t.rfind("module", 0) == 0 && (t.size() == 6 || t[6] == ' ' || t[6] == '{' || t[6] == '@');
    return module || t.rfind("func.func", 0) == 0 ? "mlir" : "python";
  }
  return "python";
}

}  // namespace jaxbench::agent
