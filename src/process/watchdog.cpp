#include "process/watchdog.h"

namespace jaxbench::process {

Watchdog::Watchdog(std::function<void(const std::string&, double)> on_expire)
    : on_expire_(std::move(on_expire)), thread_([this] { loop(); }) {}

Watchdog::~Watchdog() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  thread_.join();
}

void Watchdog::arm(double seconds, const std::string& what) {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    armed_ = true;
    seconds_ = seconds;
    what_ = what;
    deadline_ = std::chrono::steady_clock::now() +
                std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(seconds));
  }
  changed_.notify_all();
}

void Watchdog::disarm() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    armed_ = false;
  }
  changed_.notify_all();
}

void Watchdog::loop() {
  std::unique_lock<std::mutex> lock(mutex_);
  while (!stopping_) {
    if (!armed_) {
      changed_.wait(lock);
      continue;
    }
    if (changed_.wait_until(lock, deadline_) == std::cv_status::timeout && armed_ && !stopping_ &&
        std::chrono::steady_clock::now() >= deadline_) {
      armed_ = false;
      std::string what = what_;
      double seconds = seconds_;
      lock.unlock();
      on_expire_(what, seconds);
      lock.lock();
    }
  }
}

}  // namespace jaxbench::process
