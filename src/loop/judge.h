// The loop's judge: `jaxbench serve`'s method table in this process, whose
// eval goes to a supervised device worker process (serve/server.h). The loop
// never judges in its own process; a candidate that hangs or crashes the
// worker costs that candidate's verdict, and the next one gets a fresh
// worker. Tests put a scripted judge behind the same interface.
#pragma once

#include <memory>
#include <nlohmann/json.hpp>
#include <string>

namespace jaxbench::serve {
class Server;
}
namespace jaxbench::suite {
class Registry;
}

namespace jaxbench::loop {

// A verdict and what the store keeps beside it (plugin, versions, module hash).
struct Judged {
  nlohmann::json verdict;
  nlohmann::json facts = nlohmann::json::object();
  double wall_seconds = 0;
};

class Judge {
 public:
  virtual ~Judge() = default;
  // serve's eval params (methods.cpp) → the verdict. Throws jaxbench::Error
  // for params the judge refuses (nothing was judged).
  virtual Judged eval(const nlohmann::json& params) = 0;
  // serve's describe: the workload's source, shapes, semantics, chip.
  virtual nlohmann::json describe(const nlohmann::json& params) = 0;
};

class ServerJudge : public Judge {
 public:
  // `executable`: this binary (exec'd as the worker); `plugin` as serve's
  // --plugin; `registry`: the process's suite, which outlives the judge.
  ServerJudge(const std::string& executable, const std::string& plugin, const suite::Registry& registry);
  ~ServerJudge() override;
  Judged eval(const nlohmann::json& params) override;
  nlohmann::json describe(const nlohmann::json& params) override;

 private:
  std::unique_ptr<serve::Server> server_;
  int next_id_ = 1;
};

}  // namespace jaxbench::loop
