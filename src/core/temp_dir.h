// A private scratch folder for one piece of work (a sandboxed export, a
// pre-flight compile, a test), removed with everything in it.
#pragma once

#include <string>

namespace jaxbench {

// A fresh private directory (mkdtemp under $TMPDIR or /tmp), removed with
// everything in it on destruction unless keep() was called.
class TempDir {
 public:
  explicit TempDir(const std::string& prefix = "jaxbench-sandbox-");
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }
  void keep() { keep_ = true; }

 private:
  std::string path_;
  bool keep_ = false;
};

}  // namespace jaxbench
