#include "core/project_root.h"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "core/files.h"

namespace jaxbench {
namespace {

namespace fs = std::filesystem;

// Sets (or, for nullptr, unsets) JAXBENCH_ROOT for one test, then restores it.
class RootVariable {
 public:
  explicit RootVariable(const char* value) {
    if (const char* saved = std::getenv("JAXBENCH_ROOT")) saved_ = saved;
    value ? ::setenv("JAXBENCH_ROOT", value, 1) : ::unsetenv("JAXBENCH_ROOT");
  }
  ~RootVariable() { saved_.empty() ? ::unsetenv("JAXBENCH_ROOT") : ::setenv("JAXBENCH_ROOT", saved_.c_str(), 1); }

 private:
  std::string saved_;
};

TEST(ProjectRoot, TheVariableWinsAsIs) {
  RootVariable root("/some/checkout");
  EXPECT_EQ(project_root(), "/some/checkout");
}

// The search from the running executable ends at the source root when the
// build folder lies inside the checkout (as ./setup.sh and CI build it).
bool built_inside_the_checkout() {
  std::string source = fs::canonical(JAXBENCH_SOURCE_ROOT).string() + "/";
  return fs::canonical("/proc/self/exe").string().starts_with(source);
}

TEST(ProjectRoot, FindsTheCheckoutAboveTheTestBinary) {
  if (!built_inside_the_checkout()) GTEST_SKIP() << "the build folder is outside the checkout";
  RootVariable root(nullptr);
  auto found = project_root();
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(fs::canonical(*found), fs::canonical(JAXBENCH_SOURCE_ROOT));
  EXPECT_TRUE(is_directory(*found + "/workloads"));
  EXPECT_TRUE(file_exists(*found + "/CMakeLists.txt"));
}

TEST(ProjectRoot, AnEmptyVariableIsIgnored) {
  if (!built_inside_the_checkout()) GTEST_SKIP() << "the build folder is outside the checkout";
  RootVariable root("");
  auto found = project_root();
  ASSERT_TRUE(found.has_value());
  EXPECT_EQ(fs::canonical(*found), fs::canonical(JAXBENCH_SOURCE_ROOT));
}

}  // namespace
}  // namespace jaxbench
