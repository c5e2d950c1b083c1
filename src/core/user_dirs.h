// The user's folders, by the XDG base-directory rule, in one place: the
// results store, the user's own workloads and the caches all live under them.
#pragma once

#include <optional>
#include <string>

namespace jaxbench {

// $XDG_DATA_HOME/jaxbench (an absolute XDG_DATA_HOME only), else
// ~/.local/share/jaxbench; nullopt when neither XDG_DATA_HOME nor HOME is set.
std::optional<std::string> user_data_dir();

// $JAXBENCH_CACHE_DIR, else $XDG_CACHE_HOME/jaxbench, else ~/.cache/jaxbench;
// nullopt when none is set. Caches only: losing the folder costs time, never a result.
std::optional<std::string> user_cache_dir();

// A user's own workloads (jaxbench workload add): $JAXBENCH_WORKLOADS, else
// user_data_dir()/workloads, beside the results store; nullopt when no place is known.
std::optional<std::string> user_workloads_dir();

}  // namespace jaxbench
