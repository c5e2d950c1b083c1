#include "fleet/executor.h"

#include "core/error.h"

namespace jaxbench::fleet {

Executor parse_executor(const std::string& spec) {
  Executor executor;
  executor.spec = spec;
  if (spec == "local") return executor;
  const std::string scheme = "ray://";
  if (spec == "ray" || spec.rfind(scheme, 0) == 0) {
    executor.ray = true;
    if (spec != "ray") executor.address = spec.substr(scheme.size());
    if (spec != "ray" && executor.address.empty()) {
      throw Error("--executor " + spec + ": no address after ray:// (ray://HEAD_HOST:6379, or plain ray for " +
                  "$RAY_ADDRESS or a local cluster)");
    }
    return executor;
  }
  throw Error("--executor " + spec + ": not one of " + kExecutorForms +
              " (local: this machine; ray: $RAY_ADDRESS or a local Ray cluster; ray://HOST:PORT: that cluster)");
}

}  // namespace jaxbench::fleet
