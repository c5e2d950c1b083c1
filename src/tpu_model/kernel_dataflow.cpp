#include "tpu_model/kernel_dataflow.h"

#include <regex>
#include <set>
#include <sstream>

namespace jaxbench::preflight {

namespace {

struct Instruction {
  std::string opcode;
  std::vector<std::string> operands;  // names without '%'
  int parameter = -1;                 // an entry parameter's number
  int tuple_index = -1;               // get-tuple-element's index
  bool kernel = false;                // a tpu_custom_call
};

// "%a, /*index=5*/%b" inside the opcode's parentheses -> {"a", "b"}.
std::vector<std::string> operand_names(const std::string& line, size_t open) {
  std::vector<std::string> names;
  int depth = 0;
  for (size_t i = open; i < line.size(); ++i) {
    if (line[i] == '(') ++depth;
    if (line[i] == ')' && --depth == 0) break;
    if (line[i] != '%' || depth != 1) continue;
    size_t end = line.find_first_of(",) ", i);
    names.push_back(line.substr(i + 1, end == std::string::npos ? std::string::npos : end - i - 1));
  }
  return names;
}

// "  %name = TYPE opcode(operands), attributes" -> (name, instruction); the
// opcode is the first lower-case word right after a space and before '('.
bool parse_instruction(const std::string& line, bool entry, std::string& name, Instruction& out) {
  static const std::regex kHead(R"(^\s*(?:ROOT\s+)?%([^\s=]+)\s*=\s*)");
  static const std::regex kOpcode(R"(\s([a-z][a-z0-9\-]*)\()");
  std::smatch head, opcode;
  if (!std::regex_search(line, head, kHead)) return false;
  auto rest = line.cbegin() + head.length(0);
  if (!std::regex_search(rest, line.cend(), opcode, kOpcode)) return false;
  name = head[1];
  out.opcode = opcode[1];
  size_t open = static_cast<size_t>(opcode.position(0) + head.length(0) + opcode.length(0) - 1);
  out.operands = operand_names(line, open);
  if (out.opcode == "parameter" && entry) out.parameter = std::atoi(line.c_str() + open + 1);
  size_t index = line.find(", index=", open);
  if (out.opcode == "get-tuple-element" && index != std::string::npos)
    out.tuple_index = std::atoi(line.c_str() + index + 8);
  out.kernel = out.opcode == "custom-call" && line.find("custom_call_target=\"tpu_custom_call\"") != std::string::npos;
  return true;
}

const std::set<std::string> kPassThrough = {"copy", "bitcast", "copy-done", "copy-start", "reshape"};

OperandOrigin origin_of(const std::map<std::string, Instruction>& program, std::string name) {
  OperandOrigin origin;
  for (int hops = 0; hops < 16; ++hops) {
    auto found = program.find(name);
    if (found == program.end()) return origin;
    const Instruction& i = found->second;
    if (i.parameter >= 0) return {OperandOrigin::Kind::kArgument, i.parameter, "", -1};
    if (i.kernel) return {OperandOrigin::Kind::kKernelResult, -1, name, -1};
    if (i.opcode == "get-tuple-element" && !i.operands.empty()) {
      auto tuple = program.find(i.operands[0]);
      if (tuple != program.end() && tuple->second.kernel) {
        return {OperandOrigin::Kind::kKernelResult, -1, i.operands[0], i.tuple_index};
      }
      return origin;
    }
    if (!kPassThrough.count(i.opcode) || i.operands.empty()) return origin;
    name = i.operands[0];
  }
  return origin;
}

}  // namespace

KernelDataflow read_kernel_dataflow(const std::string& hlo_text) {
  std::map<std::string, Instruction> program;
  KernelDataflow flow;
  std::istringstream lines(hlo_text);
  bool entry = false;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("ENTRY ", 0) == 0) entry = true;
    if (line.rfind("}", 0) == 0) entry = false;
    std::string name;
    Instruction instruction;
    if (!parse_instruction(line, entry, name, instruction)) continue;
    if (instruction.kernel) flow.kernels.push_back(name);
    program[name] = std::move(instruction);
  }
  for (const std::string& kernel : flow.kernels) {
    for (const std::string& operand : program[kernel].operands) {
      flow.operands[kernel].push_back(origin_of(program, operand));
    }
  }
  return flow;
}

}  // namespace jaxbench::preflight
