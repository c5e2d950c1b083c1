// The store's schema as an ordered list of migrations, its version kept in
// PRAGMA user_version. Version 1 is the first schema; each later version is
// one migration applied in its own transaction, so a database from any
// earlier jaxbench is brought forward in place and keeps its rows.
#pragma once

#include <string>
#include <vector>

#include "store/database.h"

namespace jaxbench::store {

// The version this build writes.
inline constexpr int kSchemaVersion = 6;

// Migration i (0-based) takes a database from version i to version i + 1.
const std::vector<std::string>& migrations();

// Brings `database` to kSchemaVersion; each step re-reads the version under
// the write lock, so two processes opening a fresh file at once migrate it
// once. A database from a newer jaxbench is refused (StoreError) and left as is.
void migrate(const Database& database);

// Database::open, then migrate: the store ready for records and queries.
Database open_store(const std::string& path);

}  // namespace jaxbench::store
