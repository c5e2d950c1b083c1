// Where the results store lives when --db is not given.
#pragma once

#include <optional>
#include <string>

namespace jaxbench::store {

// $JAXBENCH_DB, else $XDG_DATA_HOME/jaxbench/jaxbench.db, else
// ~/.local/share/jaxbench/jaxbench.db (the XDG default). Throws StoreError
// when none of JAXBENCH_DB, XDG_DATA_HOME and HOME is set. The folders are
// made when the store is opened, not here.
std::string default_database_path();

// Where a command's store is (--db FILE, else the default) and whether it
// records at all (--no-store).
struct StoreOptions {
  std::optional<std::string> db;
  bool record = true;
};

// The path --db names, else the default one. Throws StoreError.
std::string store_path(const StoreOptions& options);

}  // namespace jaxbench::store
