#include "store/database.h"

#include <sqlite3.h>
#include <sys/stat.h>

#include <chrono>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <thread>

#include "core/files.h"

namespace jaxbench::store {

namespace {

// BEGIN IMMEDIATE is tried this many times, each waiting kBusyTimeoutMs.
constexpr int kBeginAttempts = 4;

bool has_sqlite_header(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  char header[16] = {};
  file.read(header, sizeof(header));
  return file.gcount() == sizeof(header) && std::memcmp(header, "SQLite format 3", 16) == 0;
}

// The size of an existing file, or nothing when there is none.
std::optional<off_t> file_size(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) return std::nullopt;
  return info.st_size;
}

void make_parent_folder(const std::string& path) {
  std::filesystem::path parent = std::filesystem::path(path).parent_path();
  if (parent.empty() || is_directory(parent.string())) return;
  try {
    make_directories(parent.string());
  } catch (const std::exception& error) {
    throw StoreError("results store " + path + ": cannot create its folder " + parent.string() + " (" + error.what() +
                     "); pass --db FILE somewhere writable, or --no-store");
  }
}

}  // namespace

std::string store_error_message(const std::string& path, int code, const std::string& detail,
                                const std::string& doing) {
  std::string where = "results store " + path;
  std::string cause = " (" + detail + ")";
  switch (code & 0xff) {
    case SQLITE_NOTADB:
      return where + " is not a SQLite database" + cause + "; move it away or pass --db FILE (or --no-store)";
    case SQLITE_CORRUPT:
      return where + " is damaged" + cause + "; keep it for recovery (sqlite3 " + path +
             " .recover), move it away, or pass --db FILE";
    case SQLITE_READONLY:
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_AUTH:
      return where + " cannot be written while " + doing + cause +
             "; make it and its folder writable or pass --db FILE (or --no-store)";
    case SQLITE_FULL:
      return where + ": the disk is full while " + doing + cause +
             "; free space or pass --db FILE (what was recorded before is intact)";
    case SQLITE_IOERR:
      return where + ": I/O error while " + doing + cause +
             "; check the disk (full? removed?) or pass --db FILE (what was recorded before is intact)";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
      return where + " stayed locked by another process while " + doing + cause + "; retry, or pass --db FILE";
    default:
      return where + ": " + doing + " failed" + cause + "; pass --db FILE or --no-store";
  }
}

Statement::Statement(Statement&& other) noexcept : statement_(other.statement_), database_(other.database_) {
  other.statement_ = nullptr;
}

Statement::~Statement() {
  if (statement_ != nullptr) sqlite3_finalize(statement_);
}

void Statement::check_bind(int code, int index) {
  if (code != SQLITE_OK) database_->fail(code, "binding parameter " + std::to_string(index));
}

Statement& Statement::bind(int index, int64_t value) {
  check_bind(sqlite3_bind_int64(statement_, index, value), index);
  return *this;
}

Statement& Statement::bind(int index, double value) {
  check_bind(sqlite3_bind_double(statement_, index, value), index);
  return *this;
}

Statement& Statement::bind(int index, const std::string& value) {
  check_bind(sqlite3_bind_text64(statement_, index, value.data(), value.size(), SQLITE_TRANSIENT, SQLITE_UTF8), index);
  return *this;
}

Statement& Statement::bind(int index, const std::optional<double>& value) {
  return value ? bind(index, *value) : bind_null(index);
}

Statement& Statement::bind(int index, const std::optional<int64_t>& value) {
  return value ? bind(index, *value) : bind_null(index);
}

Statement& Statement::bind(int index, const std::optional<std::string>& value) {
  return value ? bind(index, *value) : bind_null(index);
}

Statement& Statement::bind_null(int index) {
  check_bind(sqlite3_bind_null(statement_, index), index);
  return *this;
}

bool Statement::step() {
  int code = sqlite3_step(statement_);
  if (code == SQLITE_ROW) return true;
  if (code == SQLITE_DONE) return false;
  database_->fail(code, "running " + std::string(sqlite3_sql(statement_)).substr(0, 40));
}

void Statement::run() {
  while (step()) {
  }
}

void Statement::reset() {
  sqlite3_reset(statement_);
  sqlite3_clear_bindings(statement_);
}

bool Statement::is_null(int column) const { return sqlite3_column_type(statement_, column) == SQLITE_NULL; }

int64_t Statement::integer(int column) const { return sqlite3_column_int64(statement_, column); }

double Statement::real(int column) const { return sqlite3_column_double(statement_, column); }

std::string Statement::text(int column) const {
  const unsigned char* data = sqlite3_column_text(statement_, column);
  if (data == nullptr) return "";
  return std::string(reinterpret_cast<const char*>(data), sqlite3_column_bytes(statement_, column));
}

std::optional<double> Statement::optional_real(int column) const {
  if (is_null(column)) return std::nullopt;
  return real(column);
}

std::optional<std::string> Statement::optional_text(int column) const {
  if (is_null(column)) return std::nullopt;
  return text(column);
}

Database Database::open(const std::string& path) {
  std::optional<off_t> size = file_size(path);
  bool created = !size || *size == 0;
  // SQLite itself would refuse such a file too; checking first means it is
  // never opened for writing at all.
  if (!created && !has_sqlite_header(path)) {
    throw StoreError(store_error_message(path, SQLITE_NOTADB, "no SQLite header", "opening"));
  }
  if (!size) make_parent_folder(path);
  sqlite3* connection = nullptr;
  int code = sqlite3_open_v2(path.c_str(), &connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr);
  if (code != SQLITE_OK) {
    std::string detail = connection ? sqlite3_errmsg(connection) : sqlite3_errstr(code);
    sqlite3_close(connection);
    throw StoreError(store_error_message(path, code, detail, "opening"));
  }
  Database database(connection, path, created);
  database.configure();
  return database;
}

Database::Database(Database&& other) noexcept
    : connection_(other.connection_), path_(std::move(other.path_)), created_(other.created_) {
  other.connection_ = nullptr;
}

Database::~Database() {
  if (connection_ != nullptr) sqlite3_close_v2(connection_);
}

void Database::configure() {
  sqlite3_extended_result_codes(connection_, 1);
  sqlite3_busy_timeout(connection_, kBusyTimeoutMs);
  // Checked before anything could write: a damaged file is reported as it is.
  if (!created_) check_integrity();
  // WAL: readers never block the writer, and a killed writer leaves only an
  // uncommitted tail in the -wal file, which the next open discards.
  set_write_ahead_log();
  execute("PRAGMA synchronous=NORMAL");
  execute("PRAGMA foreign_keys=ON");
}

// Switching a new file to WAL needs a lock that SQLite will not wait for
// (its busy handler is skipped there, to avoid a deadlock): while another
// process creates or migrates the same file it fails at once with
// SQLITE_BUSY. Retried here for as long as the busy timeout would wait.
void Database::set_write_ahead_log() const {
  auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(kBusyTimeoutMs);
  while (true) {
    int code = sqlite3_exec(connection_, "PRAGMA journal_mode=WAL", nullptr, nullptr, nullptr);
    if (code == SQLITE_OK) return;
    if ((code & 0xff) != SQLITE_BUSY || std::chrono::steady_clock::now() > deadline) {
      fail(code, "running PRAGMA journal_mode=WAL");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
}

void Database::check_integrity() const {
  Statement check = prepare("PRAGMA quick_check(1)");
  if (!check.step()) fail(SQLITE_CORRUPT, "checking it");
  std::string result = check.text(0);
  if (result != "ok") {
    throw StoreError(
        store_error_message(path_, SQLITE_CORRUPT, "quick_check: " + one_line(result, 160), "checking it"));
  }
}

Statement Database::prepare(const std::string& sql) const {
  sqlite3_stmt* statement = nullptr;
  int code = sqlite3_prepare_v2(connection_, sql.c_str(), static_cast<int>(sql.size()), &statement, nullptr);
  if (code != SQLITE_OK) fail(code, "preparing " + sql.substr(0, 40));
  return Statement(statement, this);
}

void Database::execute(const std::string& sql) const {
  char* message = nullptr;
  int code = sqlite3_exec(connection_, sql.c_str(), nullptr, nullptr, &message);
  sqlite3_free(message);
  if (code != SQLITE_OK) fail(code, "running " + sql.substr(0, 40));
}

int64_t Database::query_integer(const std::string& sql) const {
  Statement query = prepare(sql);
  if (!query.step()) throw StoreError("results store " + path_ + ": " + sql + " returned no row");
  return query.integer(0);
}

int64_t Database::last_insert_id() const { return sqlite3_last_insert_rowid(connection_); }

void Database::transaction(const std::function<void()>& body) const {
  for (int attempt = 1;; ++attempt) {
    int code = sqlite3_exec(connection_, "BEGIN IMMEDIATE", nullptr, nullptr, nullptr);
    if (code == SQLITE_OK) break;
    if ((code & 0xff) != SQLITE_BUSY || attempt == kBeginAttempts) fail(code, "starting a transaction");
  }
  try {
    body();
    execute("COMMIT");
  } catch (...) {
    // A failed COMMIT may already have rolled back; only an open one is ended.
    if (sqlite3_get_autocommit(connection_) == 0) sqlite3_exec(connection_, "ROLLBACK", nullptr, nullptr, nullptr);
    throw;
  }
}

void Database::fail(int code, const std::string& doing) const {
  throw StoreError(store_error_message(path_, code, sqlite3_errmsg(connection_), doing));
}

}  // namespace jaxbench::store
