#include "store/attempt_rows.h"

#include <array>
#include <variant>

namespace jaxbench::store {

namespace {

// One column of a group: its name in its table and the member it fills.
template <class Group>
struct Column {
  const char* name;
  std::variant<int64_t Group::*, std::string Group::*, std::optional<std::string> Group::*,
               std::optional<int64_t> Group::*, std::optional<double> Group::*>
      member;
};

constexpr std::array<Column<RunColumns>, 6> kRun = {{{"id", &RunColumns::run_id},
                                                     {"command", &RunColumns::command},
                                                     {"agent", &RunColumns::agent},
                                                     {"model", &RunColumns::model},
                                                     {"strategy", &RunColumns::strategy},
                                                     {"budget", &RunColumns::budget}}};

constexpr std::array<Column<AttemptColumns>, 14> kAttempt = {{{"id", &AttemptColumns::attempt_id},
                                                              {"proposer", &AttemptColumns::proposer},
                                                              {"workload", &AttemptColumns::workload},
                                                              {"size", &AttemptColumns::size},
                                                              {"kind", &AttemptColumns::kind},
                                                              {"candidate_path", &AttemptColumns::candidate_path},
                                                              {"created_at", &AttemptColumns::created_at},
                                                              {"candidate_source", &AttemptColumns::candidate_source},
                                                              {"candidate_sha256", &AttemptColumns::candidate_sha256},
                                                              {"module_sha256", &AttemptColumns::module_sha256},
                                                              {"tokens", &AttemptColumns::tokens},
                                                              {"wall_seconds", &AttemptColumns::wall_seconds},
                                                              {"tier", &AttemptColumns::tier},
                                                              {"workload_sha256", &AttemptColumns::workload_sha256}}};

constexpr std::array<Column<VerdictColumns>, 10> kVerdict = {
    {{"id", &VerdictColumns::verdict_id},
     {"status", &VerdictColumns::status},
     {"chip", &VerdictColumns::chip},
     {"verdict_json", &VerdictColumns::verdict_json},
     {"class", &VerdictColumns::klass},
     {"target_status", &VerdictColumns::target_status},
     {"speedup", &VerdictColumns::speedup},
     {"speedup_low", &VerdictColumns::speedup_low},
     {"speedup_high", &VerdictColumns::speedup_high},
     {"roofline_fraction", &VerdictColumns::roofline_fraction}}};

template <class Group, size_t N>
std::string select_list(const std::string& alias, const std::array<Column<Group>, N>& columns,
                        const ReplacedColumns& replaced) {
  std::string out;
  for (const Column<Group>& column : columns) {
    if (!out.empty()) out += ", ";
    auto instead = replaced.find(column.name);
    out += instead != replaced.end() ? instead->second : alias + "." + column.name;
  }
  return out;
}

void assign(const Statement& select, int at, int64_t& value) { value = select.integer(at); }
void assign(const Statement& select, int at, std::string& value) { value = select.text(at); }
void assign(const Statement& select, int at, std::optional<std::string>& value) { value = select.optional_text(at); }
void assign(const Statement& select, int at, std::optional<double>& value) { value = select.optional_real(at); }
void assign(const Statement& select, int at, std::optional<int64_t>& value) {
  value = select.is_null(at) ? std::nullopt : std::optional<int64_t>(select.integer(at));
}

template <class Group, size_t N>
void read_group(const Statement& select, int& next, Group& group, const std::array<Column<Group>, N>& columns) {
  for (const Column<Group>& column : columns) {
    int at = next++;
    std::visit([&](auto member) { assign(select, at, group.*member); }, column.member);
  }
}

}  // namespace

std::string run_columns(const std::string& alias) { return select_list(alias, kRun, {}); }
std::string attempt_columns(const std::string& alias, const ReplacedColumns& replaced) {
  return select_list(alias, kAttempt, replaced);
}
std::string verdict_columns(const std::string& alias) { return select_list(alias, kVerdict, {}); }

void ColumnReader::read(RunColumns& run) { read_group(select_, next_, run, kRun); }
void ColumnReader::read(AttemptColumns& attempt) { read_group(select_, next_, attempt, kAttempt); }
void ColumnReader::read(VerdictColumns& verdict) { read_group(select_, next_, verdict, kVerdict); }

std::optional<VerdictColumns> ColumnReader::optional_verdict() {
  if (select_.is_null(next_)) {
    next_ += static_cast<int>(kVerdict.size());
    return std::nullopt;
  }
  VerdictColumns verdict;
  read(verdict);
  return verdict;
}

std::optional<int64_t> ColumnReader::optional_integer() {
  int at = next_++;
  if (select_.is_null(at)) return std::nullopt;
  return select_.integer(at);
}

}  // namespace jaxbench::store
