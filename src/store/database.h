// Our own small RAII wrapper over SQLite's C API (Debian's sqlite3.h): one
// connection, prepared statements, and one transaction helper. Every SQLite
// failure becomes a StoreError whose what() is one line naming the database
// file, what went wrong and the fix; nothing here ever deletes, truncates
// or recreates a file that fails to open or to check.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "core/error.h"

struct sqlite3;
struct sqlite3_stmt;

namespace jaxbench::store {

class StoreError : public Error {
 public:
  using Error::Error;
};

class Database;

// One prepared statement. Bind with 1-based indices, step() until false.
class Statement {
 public:
  Statement(Statement&& other) noexcept;
  Statement& operator=(Statement&&) = delete;
  Statement(const Statement&) = delete;
  ~Statement();

  Statement& bind(int index, int64_t value);
  Statement& bind(int index, double value);
  Statement& bind(int index, const std::string& value);
  Statement& bind(int index, const char* value) { return bind(index, std::string(value)); }
  Statement& bind(int index, const std::optional<double>& value);
  Statement& bind(int index, const std::optional<int64_t>& value);
  Statement& bind(int index, const std::optional<std::string>& value);
  Statement& bind_null(int index);

  // True while a row is ready; false when the statement is done.
  bool step();
  // Runs a statement that returns no rows.
  void run();
  // Makes it ready to run again with new bindings.
  void reset();

  bool is_null(int column) const;
  int64_t integer(int column) const;
  double real(int column) const;
  std::string text(int column) const;
  std::optional<double> optional_real(int column) const;
  std::optional<std::string> optional_text(int column) const;

 private:
  friend class Database;
  Statement(sqlite3_stmt* statement, const Database* database) : statement_(statement), database_(database) {}
  void check_bind(int code, int index);

  sqlite3_stmt* statement_;
  const Database* database_;
};

class Database {
 public:
  // How long one connection waits for another's write lock before SQLITE_BUSY.
  static constexpr int kBusyTimeoutMs = 15000;

  // Opens (creating it and its folders if missing) the database at `path`
  // with WAL, foreign keys and synchronous=NORMAL. An existing file must
  // start with SQLite's header and pass PRAGMA quick_check; otherwise a
  // StoreError says so and the file is left untouched.
  static Database open(const std::string& path);

  Database(Database&& other) noexcept;
  Database& operator=(Database&&) = delete;
  Database(const Database&) = delete;
  ~Database();

  const std::string& path() const { return path_; }
  // True when open() created the file (it was missing or empty).
  bool created() const { return created_; }

  Statement prepare(const std::string& sql) const;
  // Runs one or more statements that return no rows.
  void execute(const std::string& sql) const;
  // One integer from a query such as "PRAGMA user_version".
  int64_t query_integer(const std::string& sql) const;
  int64_t last_insert_id() const;

  // Runs `body` inside BEGIN IMMEDIATE ... COMMIT: the write lock is taken
  // first, so two writers queue (each waits up to kBusyTimeoutMs, and BEGIN
  // is retried a few times past that) instead of failing halfway. Any
  // exception rolls the transaction back and is rethrown.
  void transaction(const std::function<void()>& body) const;

  // The one-line error for a failed SQLite call: names the file, the cause,
  // and the fix for the kind of failure (not a database, damaged,
  // read-only, full, locked).
  [[noreturn]] void fail(int code, const std::string& doing) const;

 private:
  Database(sqlite3* connection, std::string path, bool created)
      : connection_(connection), path_(std::move(path)), created_(created) {}
  void configure();
  void set_write_ahead_log() const;
  void check_integrity() const;

  sqlite3* connection_;
  std::string path_;
  bool created_;
};

// The message StoreError carries for SQLite's result `code` on `path`
// while `doing` something ("opening", "recording a verdict").
std::string store_error_message(const std::string& path, int code, const std::string& detail, const std::string& doing);

}  // namespace jaxbench::store
