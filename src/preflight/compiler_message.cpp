#include "preflight/compiler_message.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <regex>
#include <vector>

#include "core/error.h"
#include "core/status.h"
#include "core/strings.h"

namespace jaxbench::preflight {

namespace {

void replace_all(std::string& text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
}

// Removes "See https://… for more details." sentences.
void drop_see_also(std::string& text) {
  for (size_t at = text.find("See http"); at != std::string::npos; at = text.find("See http", at)) {
    size_t end = text.find("for more details.", at);
    if (end == std::string::npos) break;
    text.erase(at, end + std::string("for more details.").size() - at);
  }
}

// Cuts "Suspected Python Code Location:" and what follows; returns its first frame.
std::string take_python_location(std::string& text) {
  static const std::string kMarker = "Suspected Python Code Location:";
  size_t at = text.find(kMarker);
  if (at == std::string::npos) return "";
  std::string rest = text.substr(at + kMarker.size());
  text.erase(at);
  size_t start = rest.find_first_not_of(" \t\r\n");
  if (start == std::string::npos) return "";
  return trim(rest.substr(start, rest.find('\n', start) - start));
}

// Where an HLO instruction printed from `start` ends: at the first ". " or
// line end outside any (), [], {} and "…" (attributes such as
// kernel_metadata hold JSON with newlines and brackets of their own).
size_t instruction_end(const std::string& text, size_t start) {
  int depth = 0;
  bool quoted = false;
  for (size_t i = start; i < text.size(); ++i) {
    char c = text[i];
    if (quoted) {
      if (c == '\\') ++i;
      if (c == '"') quoted = false;
      continue;
    }
    if (c == '"') quoted = true;
    if (c == '(' || c == '[' || c == '{') ++depth;
    if (c == ')' || c == ']' || c == '}') --depth;
    if (depth > 0) continue;
    if (c == '\n') return i;
    if (c == '.' && (i + 1 == text.size() || text[i + 1] == ' ' || text[i + 1] == '\n')) return i;
  }
  return text.size();
}

// An HLO shape without its layouts: "f32[8,128]{1,0:T(8,128)}" → "f32[8,128]",
// and a tuple's elements likewise.
std::string shape_without_layout(const std::string& shape) {
  std::string out;
  int braces = 0;
  for (char c : shape) {
    if (c == '{') ++braces;
    if (braces == 0) out += c;
    if (c == '}') --braces;
  }
  return out;
}

// An HLO instruction printed in full ("%f.1 = f32[…]{…} custom-call(…),
// custom_call_target="tpu_custom_call", …[, metadata={op_name="jit(f)/pallas_call" …}]")
// becomes its op_name, or without one "%f.1 (custom-call tpu_custom_call -> f32[…])".
void shorten_hlo_instructions(std::string& text) {
  static const std::regex kName(R"(%([A-Za-z0-9_.\-]+) = )");
  std::smatch match;
  size_t from = 0;
  while (from < text.size()) {
    std::string tail = text.substr(from);
    if (!std::regex_search(tail, match, kName)) break;
    size_t start = from + static_cast<size_t>(match.position(0));
    size_t shape_start = start + static_cast<size_t>(match.length(0));
    // The shape runs to the first space outside brackets; then "opcode(".
    size_t shape_end = shape_start;
    for (int depth = 0; shape_end < text.size(); ++shape_end) {
      char c = text[shape_end];
      if (c == '(' || c == '[' || c == '{') ++depth;
      if (c == ')' || c == ']' || c == '}') --depth;
      if (depth == 0 && (c == ' ' || c == '\n')) break;
    }
    size_t opcode_start = shape_end + 1, opcode_end = opcode_start;
    while (opcode_end < text.size() &&
           (std::islower(static_cast<unsigned char>(text[opcode_end])) || text[opcode_end] == '-')) {
      ++opcode_end;
    }
    if (shape_end >= text.size() || text[shape_end] != ' ' || opcode_end == opcode_start || opcode_end >= text.size() ||
        text[opcode_end] != '(') {
      from = shape_start;
      continue;
    }
    size_t end = instruction_end(text, opcode_end);
    std::string instruction = text.substr(start, end - start);
    std::string name;
    size_t op = instruction.find("op_name=\"");
    if (op != std::string::npos) {
      size_t quote = instruction.find('"', op + 9);
      if (quote != std::string::npos) name = instruction.substr(op + 9, quote - op - 9);
    }
    if (name.empty()) {
      name = "%" + match[1].str() + " (" + text.substr(opcode_start, opcode_end - opcode_start);
      size_t target = instruction.find("custom_call_target=\"");
      if (target != std::string::npos) {
        size_t quote = instruction.find('"', target + 20);
        if (quote != std::string::npos) name += " " + instruction.substr(target + 20, quote - target - 20);
      }
      name += " -> " + shape_without_layout(text.substr(shape_start, shape_end - shape_start)) + ")";
    }
    text.replace(start, end - start, name);
    from = start + name.size();
  }
}

// "Largest program allocations" lists: "N. Size: X … Tag: <sentence>. The
// window shape is A, while the full shape is B. …" → "X <sentence> (window A of B)".
std::string summarize_allocations(const std::string& text) {
  static const std::regex kSize(R"((\d+)\. Size: ([0-9.]+[KMGT]?i?B?))");
  std::vector<std::string> items;
  auto begin = std::sregex_iterator(text.begin(), text.end(), kSize);
  for (auto it = begin; it != std::sregex_iterator() && items.size() < 3; ++it) {
    size_t at = static_cast<size_t>(it->position(0));
    size_t next = text.find(". Size: ", at + it->length(0));
    std::string block = text.substr(at, next == std::string::npos ? std::string::npos : next - at);
    std::string item = (*it)[2].str();
    size_t tag = block.find("Tag: ");
    if (tag != std::string::npos) {
      size_t stop = block.find(". ", tag);
      item += " " + trim(block.substr(tag + 5, stop == std::string::npos ? std::string::npos : stop - tag - 5));
      static const std::regex kWindow(
          R"(window shape is ([a-z0-9]+\[[0-9,]*\])(?:, while the full shape is ([a-z0-9]+\[[0-9,]*\]))?)");
      std::smatch window;
      if (std::regex_search(block, window, kWindow)) {
        item += " (window " + window[1].str() + (window[2].matched ? " of " + window[2].str() : "") + ")";
      }
    }
    items.push_back(item);
  }
  std::string out;
  for (const auto& item : items) out += (out.empty() ? "" : "; ") + item;
  return out;
}

std::string collapse_spaces(const std::string& text) {
  std::string out;
  bool space = false;
  for (char c : text) {
    if (std::isspace(static_cast<unsigned char>(c))) {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

// A message that stops mid-sentence ("… It should not be possible to run
// out of scoped vmem - ") ends at its last full sentence.
void drop_dangling_sentence(std::string& text) {
  std::string trimmed = trim(text);
  if (trimmed.size() < 2 || trimmed.back() != '-') return;
  size_t stop = trimmed.rfind(". ");
  text = stop == std::string::npos ? trimmed : trimmed.substr(0, stop + 1);
}

}  // namespace

std::optional<int64_t> parse_byte_size(const std::string& text_in) {
  std::string text = trim(text_in);
  static const std::regex kSize(R"(([0-9]+(?:\.[0-9]+)?)\s*([KMGTP]?)(i?B)?)");
  std::smatch match;
  if (!std::regex_match(text, match, kSize)) return std::nullopt;
  double value = std::stod(match[1].str());
  std::string unit = match[2].str();
  int shift = unit.empty() ? 0 : unit == "K" ? 10 : unit == "M" ? 20 : unit == "G" ? 30 : unit == "T" ? 40 : 50;
  return static_cast<int64_t>(std::llround(std::ldexp(value, shift)));
}

CompilerDiagnosis diagnose_compile_failure(bool reported_oom, const std::string& message) {
  CompilerDiagnosis d;
  std::string text = message;
  d.python_location = take_python_location(text);

  // The error's id and name: "E2002: CompileTimeMosaicMisalignedBlockAndTiling:".
  static const std::regex kId(R"(\b(E\d{4}): ([A-Za-z][A-Za-z0-9]*):\s*)");
  std::smatch id;
  if (std::regex_search(text, id, kId)) {
    d.error_id = id[1].str();
    d.error_name = id[2].str();
    text.erase(static_cast<size_t>(id.position(0)), static_cast<size_t>(id.length(0)));
  }

  // Out of memory: which memory, how much was asked for, what the limit is.
  static const std::regex kHbm(
      R"(required for [^(]*\(([0-9.]+[KMGTP]?i?B?)\) exceeds available HBM \(([0-9.]+[KMGTP]?i?B?)\))");
  static const std::regex kSpace(R"(Ran out of memory in memory space ([A-Za-z]+))");
  static const std::regex kScoped(
      R"(Scoped allocation with size ([0-9.]+[KMGTP]?i?B?) and limit ([0-9.]+[KMGTP]?i?B?))");
  static const std::regex kUsed(R"(Used ([0-9.]+[KMGTP]?i?B?) of ([0-9.]+[KMGTP]?i?B?) ([A-Za-z]+))");
  std::smatch m;
  bool out_of_memory = reported_oom || message.find("Ran out of memory") != std::string::npos ||
                       d.error_name.find("Oom") != std::string::npos;
  if (std::regex_search(message, m, kHbm)) {
    d.memory_space = "hbm";
    d.required_bytes = parse_byte_size(m[1].str());
    d.limit_bytes = parse_byte_size(m[2].str());
  } else if (message.find("out of memory on HBM") != std::string::npos) {
    d.memory_space = "hbm";
  }
  if (std::regex_search(message, m, kSpace)) d.memory_space = to_lower(m[1].str());
  if (std::regex_search(message, m, kScoped)) {
    d.required_bytes = parse_byte_size(m[1].str());
    d.limit_bytes = parse_byte_size(m[2].str());
    d.scoped_limit = true;
  } else if (std::regex_search(message, m, kUsed)) {
    d.required_bytes = parse_byte_size(m[1].str());
    d.limit_bytes = parse_byte_size(m[2].str());
    if (d.memory_space.empty()) d.memory_space = to_lower(m[3].str());
  }
  d.status = out_of_memory ? kOom : kCompileError;

  // The one line.
  std::string allocations;
  size_t largest = text.find("Largest program allocations");
  if (largest != std::string::npos) allocations = summarize_allocations(text.substr(largest));
  drop_see_also(text);
  shorten_hlo_instructions(text);
  // Keep the first paragraph: what follows a blank line is a report.
  std::string body = trim(text);
  size_t paragraph = body.find("\n\n");
  if (paragraph != std::string::npos) body = body.substr(0, paragraph);
  replace_all(body, "XLA:TPU compile permanent error. ", "");
  static const std::regex kMosaic(
      R"(Mosaic failed to compile TPU kernel with MLIR module name `[^`]*` HLO name `[^`]*`: )");
  body = std::regex_replace(body, kMosaic, "Mosaic: ");
  body = collapse_spaces(body);
  drop_dangling_sentence(body);
  if (!allocations.empty()) body += " Largest allocations: " + allocations + ".";
  std::string prefix = d.error_id.empty() ? "" : d.error_id + " " + d.error_name + ": ";
  d.summary = one_line(prefix + body, 500);
  if (!d.python_location.empty()) d.summary += " (at " + d.python_location + ")";

  if (d.memory_space == "vmem" && d.scoped_limit) {
    d.hint =
        "shrink the kernel's blocks (count double buffering), or raise its limit with "
        "pltpu.CompilerParams(vmem_limit_bytes=...) up to the chip's VMEM";
  } else if (d.memory_space == "vmem") {
    d.hint = "the kernel's blocks do not fit in the chip's VMEM: shrink them (count double buffering)";
  } else if (d.memory_space == "hbm") {
    d.hint = "the program needs more HBM than one chip has: smaller shapes, fewer live temporaries, or more chips";
  } else if (d.error_name == "CompileTimeMosaicMisalignedBlockAndTiling") {
    d.hint = "make each block's last two dimensions multiples of the tiling in the message, or equal to the array's";
  }
  return d;
}

}  // namespace jaxbench::preflight
