// import_bundle (bundle.h): read and check the whole document first, then
// write it in one transaction, so a refused bundle adds nothing.
#include "core/sha256.h"
#include "store/bundle.h"
#include "store/loop_records.h"
#include "store/record_rows.h"

namespace jaxbench::store {

namespace {

using nlohmann::json;

struct BundleAttempt {
  AttemptInfo info;
  std::vector<json> verdicts;
};

// A confirmation names its attempt by its index in the bundle's attempts.
struct BundleConfirmation {
  size_t attempt = 0;
  std::string workload;
  int64_t batch = 0;
  json verdict;
  bool picked = false;
};

struct Bundle {
  RunInfo run;
  std::string started_at, sha256;
  std::vector<BundleAttempt> attempts;
  std::vector<BundleConfirmation> confirmations;
};

// Reads fields of one bundle, each failure one line naming the file and
// the field.
class Reader {
 public:
  explicit Reader(std::string file) : file_(std::move(file)) {}

  [[noreturn]] void refuse(const std::string& what) const {
    throw StoreError("bundle " + file_ + " refused: " + what +
                     "; nothing was imported (export it again with jaxbench export-results)");
  }
  const json& member(const json& object, const std::string& key, const std::string& where) const {
    if (!object.is_object() || !object.contains(key)) refuse(where + key + " is missing");
    return object[key];
  }
  std::string text(const json& object, const std::string& key, const std::string& where) const {
    const json& value = member(object, key, where);
    if (!value.is_string()) refuse(where + key + " is not a string");
    return value.get<std::string>();
  }
  std::optional<std::string> nullable_text(const json& object, const std::string& key, const std::string& where) const {
    const json& value = member(object, key, where);
    if (value.is_null()) return std::nullopt;
    return text(object, key, where);
  }
  template <typename Number>
  std::optional<Number> nullable_number(const json& object, const std::string& key, const std::string& where) const {
    const json& value = member(object, key, where);
    if (value.is_null()) return std::nullopt;
    if (!value.is_number()) refuse(where + key + " is not a number");
    return value.get<Number>();
  }
  int64_t integer(const json& object, const std::string& key, const std::string& where) const {
    const json& value = member(object, key, where);
    if (!value.is_number_integer()) refuse(where + key + " is not an integer");
    return value.get<int64_t>();
  }
  bool boolean(const json& object, const std::string& key, const std::string& where) const {
    const json& value = member(object, key, where);
    if (!value.is_boolean()) refuse(where + key + " is not true or false");
    return value.get<bool>();
  }
  // The object's "verdict", checked against the "verdict_sha256" beside it.
  const json& checked_verdict(const json& object, const std::string& where) const {
    const json& verdict = member(object, "verdict", where);
    if (!verdict.is_object()) refuse(where + "verdict is not an object");
    if (sha256_hex(verdict.dump()) != text(object, "verdict_sha256", where)) {
      refuse(where + "verdict does not match its verdict_sha256");
    }
    return verdict;
  }
  const json& array(const json& object, const std::string& key, const std::string& where) const {
    const json& value = member(object, key, where);
    if (!value.is_array()) refuse(where + key + " is not a list");
    return value;
  }

 private:
  std::string file_;
};

EnvironmentInfo read_environment(const Reader& reader, const json& document) {
  const json& from = reader.member(document, "environment", "");
  EnvironmentInfo environment;
  environment.chip = reader.text(from, "chip", "environment.");
  environment.device_kind = reader.text(from, "device_kind", "environment.");
  environment.platform = reader.text(from, "platform", "environment.");
  environment.plugin_path = reader.text(from, "plugin_path", "environment.");
  environment.platform_version = reader.text(from, "platform_version", "environment.");
  environment.libtpu_version = reader.text(from, "libtpu_version", "environment.");
  environment.jaxlib_version = reader.text(from, "jaxlib_version", "environment.");
  environment.jaxbench_commit = reader.text(from, "jaxbench_commit", "environment.");
  environment.host = reader.text(from, "host", "environment.");
  return environment;
}

BundleAttempt read_attempt(const Reader& reader, const json& from, const std::string& where) {
  BundleAttempt attempt;
  AttemptInfo& info = attempt.info;
  info.workload = reader.text(from, "workload", where);
  info.size = reader.text(from, "size", where);
  info.kind = reader.text(from, "kind", where);
  if (info.kind != "candidate" && info.kind != "reference") reader.refuse(where + "kind is '" + info.kind + "'");
  info.candidate_path = reader.text(from, "candidate_path", where);
  info.candidate_source = reader.nullable_text(from, "candidate_source", where);
  std::optional<std::string> claimed = reader.nullable_text(from, "candidate_sha256", where);
  std::optional<std::string> actual;
  if (info.candidate_source) actual = sha256_hex(*info.candidate_source);
  if (claimed != actual) reader.refuse(where + "candidate_source does not match its candidate_sha256");
  info.module_sha256 = reader.nullable_text(from, "module_sha256", where);
  info.proposer = reader.text(from, "proposer", where);
  info.tokens = reader.nullable_number<int64_t>(from, "tokens", where);
  info.wall_seconds = reader.nullable_number<double>(from, "wall_seconds", where);
  // The workload's tier and a user op's content hash: absent from bundles
  // written before they were kept (the suite's, no hash, as the store's
  // migration reads such attempts).
  if (from.contains("tier")) info.tier = reader.text(from, "tier", where);
  if (from.contains("workload_sha256")) info.workload_sha256 = reader.nullable_text(from, "workload_sha256", where);
  const json& verdicts = reader.array(from, "verdicts", where);
  for (size_t index = 0; index < verdicts.size(); ++index) {
    std::string at = where + "verdicts[" + std::to_string(index) + "].";
    attempt.verdicts.push_back(reader.checked_verdict(verdicts[index], at));
  }
  return attempt;
}

// The loop's confirmations, if the bundle has them (none before they
// travelled); each must name one of the bundle's attempts, of its workload.
std::vector<BundleConfirmation> read_confirmations(const Reader& reader, const json& document,
                                                   const std::vector<BundleAttempt>& attempts) {
  std::vector<BundleConfirmation> confirmations;
  if (!document.contains("confirmations")) return confirmations;
  const json& list = reader.array(document, "confirmations", "");
  for (size_t index = 0; index < list.size(); ++index) {
    std::string at = "confirmations[" + std::to_string(index) + "].";
    BundleConfirmation confirmation;
    int64_t attempt = reader.integer(list[index], "attempt", at);
    if (attempt < 0 || attempt >= static_cast<int64_t>(attempts.size())) {
      reader.refuse(at + "attempt " + std::to_string(attempt) + " is not one of the bundle's attempts");
    }
    confirmation.attempt = static_cast<size_t>(attempt);
    confirmation.workload = reader.text(list[index], "workload", at);
    if (confirmation.workload != attempts[confirmation.attempt].info.workload) {
      reader.refuse(at + "workload is not its attempt's");
    }
    confirmation.batch = reader.integer(list[index], "batch", at);
    if (confirmation.batch < 1) reader.refuse(at + "batch is not 1 or more");
    confirmation.verdict = reader.checked_verdict(list[index], at);
    confirmation.picked = reader.boolean(list[index], "picked", at);
    confirmations.push_back(std::move(confirmation));
  }
  return confirmations;
}

Bundle read_bundle(const std::string& text, const std::string& file) {
  Reader reader(file);
  json document = json::parse(text, nullptr, false);
  if (document.is_discarded()) reader.refuse("not a complete JSON document (truncated or not a bundle)");
  if (!document.is_object()) reader.refuse("not a JSON object");
  std::string format = reader.text(document, "format", "");
  if (format != kBundleFormat) reader.refuse("format is '" + format + "', not " + kBundleFormat);
  Bundle bundle;
  const json& run = reader.member(document, "run", "");
  bundle.run.command = reader.text(run, "command", "run.");
  bundle.run.agent = reader.text(run, "agent", "run.");
  bundle.run.model = reader.text(run, "model", "run.");
  bundle.run.strategy = reader.text(run, "strategy", "run.");
  bundle.run.budget = reader.text(run, "budget", "run.");
  bundle.started_at = reader.text(run, "started_at", "run.");
  bundle.run.environment = read_environment(reader, document);
  const json& attempts = reader.array(document, "attempts", "");
  for (size_t index = 0; index < attempts.size(); ++index) {
    bundle.attempts.push_back(read_attempt(reader, attempts[index], "attempts[" + std::to_string(index) + "]."));
  }
  bundle.confirmations = read_confirmations(reader, document, bundle.attempts);
  bundle.sha256 = reader.text(document, "sha256", "");
  if (bundle_sha256(document) != bundle.sha256) reader.refuse("the document does not match its sha256");
  return bundle;
}

}  // namespace

Imported import_bundle(const Database& database, const std::string& text, const std::string& file) {
  Bundle bundle = read_bundle(text, file);
  Imported imported;
  imported.sha256 = bundle.sha256;
  imported.attempts = static_cast<int64_t>(bundle.attempts.size());
  imported.confirmations = static_cast<int64_t>(bundle.confirmations.size());
  database.transaction([&] {
    Statement before = database.prepare("SELECT id FROM runs WHERE imported_from = ?1 ORDER BY id LIMIT 1");
    before.bind(1, bundle.sha256);
    if (before.step()) {
      imported.run_id = before.integer(0);
      imported.already = true;
      return;
    }
    imported.run_id = insert_run(database, bundle.run);
    database.prepare("UPDATE runs SET imported_from = ?1, started_at = ?2 WHERE id = ?3")
        .bind(1, bundle.sha256)
        .bind(2, bundle.started_at)
        .bind(3, imported.run_id)
        .run();
    std::vector<int64_t> attempt_ids;  // this store's id of each of the bundle's attempts
    for (const BundleAttempt& attempt : bundle.attempts) {
      int64_t attempt_id = insert_attempt(database, imported.run_id, attempt.info);
      attempt_ids.push_back(attempt_id);
      for (const json& verdict : attempt.verdicts) insert_verdict(database, attempt_id, attempt.info.workload, verdict);
    }
    for (const BundleConfirmation& confirmation : bundle.confirmations) {
      ConfirmationRecord record{attempt_ids[confirmation.attempt], confirmation.verdict, confirmation.picked};
      insert_confirmation(database, imported.run_id, confirmation.workload, confirmation.batch, record);
    }
  });
  return imported;
}

}  // namespace jaxbench::store
