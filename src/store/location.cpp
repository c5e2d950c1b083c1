#include "store/location.h"

#include <cstdlib>

#include "core/user_dirs.h"
#include "store/database.h"

namespace jaxbench::store {

namespace {

std::string variable(const char* name) {
  const char* value = std::getenv(name);
  return value == nullptr ? "" : value;
}

}  // namespace

std::string default_database_path() {
  if (std::string path = variable("JAXBENCH_DB"); !path.empty()) return path;
  if (auto data = user_data_dir()) return *data + "/jaxbench.db";
  throw StoreError(
      "no place for the results store: none of JAXBENCH_DB, XDG_DATA_HOME and HOME is set; pass --db FILE or "
      "--no-store");
}

std::string store_path(const StoreOptions& options) {
  if (options.db) {
    if (options.db->empty()) throw StoreError("--db needs a file name (or pass --no-store)");
    return *options.db;
  }
  return default_database_path();
}

}  // namespace jaxbench::store
