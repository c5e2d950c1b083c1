#include "process/watchdog.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>

namespace jaxbench::process {
namespace {

TEST(Watchdog, FiresOnlyWhenTheDeadlinePasses) {
  std::atomic<int> fired{0};
  {
    Watchdog watchdog([&](const std::string&, double) { ++fired; });
    watchdog.arm(5.0, "slow work");
    watchdog.disarm();  // finished in time
    watchdog.arm(0.05, "stuck work");
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
  }
  EXPECT_EQ(fired.load(), 1);
}

}  // namespace
}  // namespace jaxbench::process
