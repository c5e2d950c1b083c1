#include "tpu_model/bundle_program.h"

#include <cctype>
#include <charconv>
#include <sstream>
#include <unordered_map>

#include "tpu_model/bundle_syntax.h"

namespace jaxbench::preflight {

namespace {

class Parser {
 public:
  explicit Parser(BundleProgram& program) : p_(program) {}

  int value_id(const std::string& name) {
    auto [it, added] = values_.emplace(name, static_cast<int>(p_.value_names.size()));
    if (added) {
      p_.value_names.push_back(name);
      size_t underscore = name.rfind('_');
      p_.value_registers.push_back(underscore == std::string::npos ? -1 : register_index(name.substr(underscore + 1)));
    }
    return it->second;
  }

  int allocation_id(const std::string& name) {
    auto [it, added] = allocations_.emplace(name, static_cast<int>(p_.allocations.size()));
    if (added) p_.allocations.push_back(name);
    return it->second;
  }

  // "%s12_s3" at the start of `text` (after blanks): its id, or -1.
  int leading_value(const std::string& text) {
    std::string t = trim(text);
    if (t.empty() || t[0] != '%') return -1;
    size_t end = 1;
    while (end < t.size() && (std::isalnum(static_cast<unsigned char>(t[end])) || t[end] == '_')) ++end;
    return value_id(t.substr(0, end));
  }

  // "#allocation7 + %s12_s3 + $0x4" inside an address, or "#allocation6 + $0x1".
  void address_terms(const std::string& inside, BundleOperand& operand) {
    for (const std::string& raw : split_top_level(inside, "+")) {
      std::string term = trim(raw);
      if (term.rfind("#", 0) == 0) {
        operand.allocation = allocation_id(term.substr(1));
      } else if (term.rfind("%", 0) == 0) {
        (operand.value < 0 && operand.allocation < 0 ? operand.value : operand.index) = leading_value(term);
      } else if (auto n = parse_integer(term)) {
        operand.immediate += *n;
      }
    }
  }

  BundleOperand operand(const std::string& raw) {
    std::string t = trim(raw);
    BundleOperand o;
    size_t colon = t.find(":[");
    if (t.rfind("[", 0) == 0 && colon != std::string::npos && colon < t.find(']')) {
      o.kind = BundleOperand::Kind::kAddress;
      o.space = t.substr(1, colon - 1);
      size_t close = t.find(']', colon);
      address_terms(t.substr(colon + 2, close - colon - 2), o);
    } else if (t.rfind("[#", 0) == 0) {
      o.kind = BundleOperand::Kind::kAllocation;
      address_terms(t.substr(1, t.find(']') - 1), o);
    } else if (size_t percent = t.find('%'); percent != std::string::npos) {
      o.kind = BundleOperand::Kind::kValue;
      o.value = leading_value(t.substr(percent));
    } else if (auto n = parse_integer(t)) {
      o.kind = BundleOperand::Kind::kImmediate;
      o.immediate = *n;
    }
    return o;
  }

  // A predicate group "(%p3_p1)", "(!%p3_p1)" or "(!%p3_p1, %s9_s13)" cut out of `item`.
  void take_predicate(std::string& item, BundleOp& op) {
    size_t open = item.find("(%p");
    if (open == std::string::npos) open = item.find("(!%p");
    if (open == std::string::npos) return;
    size_t close = item.find(')', open);
    if (close == std::string::npos) return;
    std::string inside = item.substr(open + 1, close - open - 1);
    op.predicate_negated = inside[0] == '!';
    std::vector<std::string> parts = split_top_level(inside, ",");
    op.predicate = leading_value(parts[0].substr(op.predicate_negated ? 1 : 0));
    if (parts.size() > 1) op.kept_value = leading_value(parts[1]);
    item.erase(open, close - open + 1);
  }

  void operands(const std::string& text, BundleOp& op) {
    op.operand_text = text;
    for (std::string item : split_top_level(text, ",")) {
      take_predicate(item, op);
      item = trim(item);
      if (item.empty()) continue;
      if (item.rfind("target = $region", 0) == 0) {
        op.branch_region = parse_integer(item.substr(16)).value_or(-1);
        continue;
      }
      std::string name;
      if (item[0] == '@') {
        size_t end = item.find('@', 1);
        name = item.substr(1, end - 1);
        item = trim(item.substr(end + 1));
      }
      // "[smem:[#allocation3]] %s8_s0": a store's address and its value, unseparated.
      std::string rest;
      if (item.rfind("[resolvable:", 0) == 0) item = trim(item.substr(closing_bracket(item) + 1));
      if (item.empty()) continue;
      // "1 [#allocation5]": an offset, annotated with the allocation its sum points into.
      if (size_t note = item.find(" [#"); item[0] != '[' && note != std::string::npos)
        item = trim(item.substr(0, note));
      if (item[0] == '[') {
        size_t close = closing_bracket(item);
        rest = trim(item.substr(std::min(close + 1, item.size())));
        if (!rest.empty() && rest[0] == '%') item = item.substr(0, close + 1);
      }
      BundleOperand o = operand(item);
      if (!name.empty()) op.named[name] = o;
      op.operands.push_back(o);
      if (!rest.empty() && rest[0] == '%') op.operands.push_back(operand(rest));
    }
  }

  BundleOp op(const std::string& raw) {
    BundleOp op;
    std::string text = trim(without_comments(raw, op.comment));
    size_t equals = text.find(" = ");
    if (!text.empty() && text[0] == '%' && equals != std::string::npos && text.find(' ') == equals) {
      op.result = leading_value(text);
      op.result_register = p_.value_registers[op.result];
      text = trim(text.substr(equals + 3));
    }
    size_t space = text.find(' ');
    op.opcode = text.substr(0, space);
    if (space != std::string::npos) operands(text.substr(space + 1), op);
    return op;
  }

  // The regions named in the comment after a bundle's closing brace.
  static std::vector<int64_t> started_regions(const std::string& tail) {
    std::vector<int64_t> regions;
    for (const char* mark : {"Start region ", "Start/End empty region "}) {
      std::string m = mark;
      for (size_t at = tail.find(m); at != std::string::npos; at = tail.find(m, at + 1)) {
        size_t end = tail.find_first_not_of("0123456789", at + m.size());
        if (auto n = parse_integer(tail.substr(at + m.size(), end - at - m.size()))) regions.push_back(*n);
      }
    }
    return regions;
  }

  void bundle(const BundleStart& start, const std::string& record) {
    Bundle b;
    b.address = start.address;
    b.loop_body_start = start.mark == "LB";
    size_t open = record.find('{');
    if (open == std::string::npos) return;
    for (size_t i = record.find(':'); i < open; ++i) b.depth += record[i] == '>';
    size_t close = matching_brace(record, open);
    std::string body = record.substr(open + 1, close - open - 1);
    for (const std::string& part : split_ops(body)) {
      if (!trim(part).empty()) b.ops.push_back(op(part));
    }
    b.regions_started = started_regions(close < record.size() ? record.substr(close) : "");
    for (int64_t region : b.regions_started) p_.region_start.emplace(region, p_.bundles.size());
    p_.bundles.push_back(std::move(b));
  }

 private:
  // The '}' closing the '{' at `open`, comments skipped.
  static size_t matching_brace(const std::string& s, size_t open) {
    int depth = 0;
    for (size_t i = open; i < s.size(); ++i) {
      if (s.compare(i, 2, "/*") == 0) {
        size_t end = s.find("*/", i + 2);
        if (end == std::string::npos) return s.size();
        i = end + 1;
        continue;
      }
      if (s[i] == '{') ++depth;
      if (s[i] == '}' && --depth == 0) return i;
    }
    return s.size();
  }

  // A bundle's operations, split at ";;" outside comments.
  static std::vector<std::string> split_ops(const std::string& body) {
    std::vector<std::string> ops;
    size_t from = 0;
    for (size_t i = 0; i + 1 < body.size(); ++i) {
      if (body.compare(i, 2, "/*") == 0) {
        size_t end = body.find("*/", i + 2);
        i = end == std::string::npos ? body.size() : end + 1;
      } else if (body.compare(i, 2, ";;") == 0) {
        ops.push_back(body.substr(from, i - from));
        from = i + 2;
        ++i;
      }
    }
    ops.push_back(body.substr(std::min(from, body.size())));
    return ops;
  }

  BundleProgram& p_;
  std::unordered_map<std::string, int> values_, allocations_;
};

}  // namespace

int register_index(const std::string& name) {
  if (name.size() < 2 || (name[0] != 's' && name[0] != 'p')) return -1;
  auto n = parse_integer(name.substr(1));
  if (!n || *n < 0 || *n >= kRegisterCount / 2) return -1;
  return static_cast<int>(*n) + (name[0] == 'p' ? kRegisterCount / 2 : 0);
}

BundleProgram parse_bundle_program(const std::string& unit, const std::string& text) {
  BundleProgram program;
  program.unit = unit;
  Parser parser(program);
  std::istringstream lines(text);
  std::string line, record;
  BundleStart current;
  while (std::getline(lines, line)) {
    BundleStart start = bundle_start(line);
    if (!start.is_bundle) {
      if (current.is_bundle) record += "\n" + line;
      continue;
    }
    if (current.is_bundle) parser.bundle(current, record);
    current = start;
    record = line;
  }
  if (current.is_bundle) parser.bundle(current, record);
  return program;
}

std::optional<double> descriptor_product(const std::string& text, const std::string& key) {
  size_t at = text.find(key);
  if (at == std::string::npos) return std::nullopt;
  size_t open = text.find('(', at), close = text.find(')', at);
  if (open == std::string::npos || close == std::string::npos || close < open) return std::nullopt;
  double product = 1;
  for (const std::string& part : split_top_level(text.substr(open + 1, close - open - 1), ",")) {
    std::optional<int64_t> n = parse_integer(part);
    if (!n || *n <= 0) return std::nullopt;
    product *= static_cast<double>(*n);
  }
  return product;
}

}  // namespace jaxbench::preflight
