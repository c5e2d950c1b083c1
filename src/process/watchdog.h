// A watchdog for work that cannot be cancelled: a PJRT execution that never
// finishes (a candidate with an endless loop) cannot be stopped from the
// host, so when the armed deadline passes the watchdog runs `on_expire`,
// which reports a `timeout` verdict and ends the process.
#pragma once

#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace jaxbench::process {

class Watchdog {
 public:
  // `on_expire(what, seconds)` runs on the watchdog's thread; it must not return
  // control to the stuck work (typically it prints and calls _exit).
  explicit Watchdog(std::function<void(const std::string&, double)> on_expire);
  ~Watchdog();
  Watchdog(const Watchdog&) = delete;
  Watchdog& operator=(const Watchdog&) = delete;

  void arm(double seconds, const std::string& what);
  void disarm();

 private:
  void loop();
  std::function<void(const std::string&, double)> on_expire_;
  std::mutex mutex_;
  std::condition_variable changed_;
  bool armed_ = false, stopping_ = false;
  std::chrono::steady_clock::time_point deadline_;
  double seconds_ = 0;
  std::string what_;
  std::thread thread_;
};

// Disarms on scope exit.
class WatchdogScope {
 public:
  WatchdogScope(Watchdog* watchdog, double seconds, const std::string& what) : watchdog_(watchdog) {
    if (watchdog_) watchdog_->arm(seconds, what);
  }
  ~WatchdogScope() {
    if (watchdog_) watchdog_->disarm();
  }

 private:
  Watchdog* watchdog_;
};

}  // namespace jaxbench::process
