// What a sandboxed child cannot reach: the network when isolated, the
// read-only paths and, with a read-only root, anything but its work dir.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>

#include <filesystem>
#include <fstream>

#include "core/temp_dir.h"
#include "process/sandbox.h"
#include "sandbox_fixture.h"
#include "support/loopback.h"

namespace jaxbench::process {
namespace {

namespace fs = std::filesystem;
using namespace sandbox_testing;  // NOLINT: the fixture's helpers

using testing_support::listen_on_loopback;

TEST(Sandbox, NetworkIsUnreachableWhenIsolated) {
  std::string py = python3();
  if (py.empty()) GTEST_SKIP() << "no python3 in /usr/bin or /usr/local/bin";
  int port = 0;
  int listener = listen_on_loopback(&port);
  ASSERT_GE(listener, 0);
  std::string code = "import socket\nsocket.create_connection(('127.0.0.1', " + std::to_string(port) +
                     "), timeout=5).close()\nprint('connected')";
  SandboxOptions open_net;
  open_net.isolate_network = false;  // control: the listener is reachable without isolation
  SandboxResult control = run_sandboxed({py, "-c", code}, open_net);
  EXPECT_EQ(control.stdout_text, "connected\n") << control.stderr_text;
  EXPECT_FALSE(control.network_isolated);

  SandboxResult r = run_sandboxed({py, "-c", code});
  ::close(listener);
  if (!r.network_isolated) {
    EXPECT_NE(r.isolation_note.find("namespace"), std::string::npos) << r.isolation_note;
    GTEST_SKIP() << "network isolation not permitted here: " << r.isolation_note;
  }
  EXPECT_TRUE(r.isolation_note.empty()) << r.isolation_note;
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.stdout_text, "");
  EXPECT_NE(r.stderr_text.find("Network is unreachable"), std::string::npos) << r.stderr_text;
}

TEST(Sandbox, ReadOnlyPathsCannotBeWrittenButTheWorkDirCan) {
  TempDir protected_dir;
  fs::create_directory(protected_dir.path() + "/work");
  SandboxOptions options;
  options.read_only_paths = {protected_dir.path()};
  options.work_dir = protected_dir.path() + "/work";  // inside the protected tree: made writable again
  // A root child tries to undo the protection first: it has no capabilities left to do so.
  std::string script = "mount -o remount,bind,rw " + protected_dir.path() + " 2>/dev/null; touch " +
                       protected_dir.path() + "/x 2>/dev/null && echo wrote-protected; touch y && echo wrote-cwd";
  SandboxResult r = sh(script, options);
  if (!r.paths_protected) GTEST_SKIP() << "read-only bind mounts not permitted here: " << r.isolation_note;
  EXPECT_EQ(r.stdout_text, "wrote-cwd\n") << r.stderr_text;
  EXPECT_FALSE(fs::exists(protected_dir.path() + "/x"));
  EXPECT_TRUE(fs::exists(protected_dir.path() + "/work/y"));
  // The mounts were private to the child: the judge can still write there.
  std::ofstream(protected_dir.path() + "/after") << "ok";
  EXPECT_TRUE(fs::exists(protected_dir.path() + "/after"));

  SandboxOptions unprotected;  // control
  unprotected.work_dir = options.work_dir;
  r = sh(script, unprotected);
  EXPECT_EQ(r.stdout_text, "wrote-protected\nwrote-cwd\n");
}

TEST(Sandbox, ReadOnlyRootLeavesOnlyTheWorkDirWritable) {
  TempDir elsewhere;  // under /tmp like the work dir, but not it
  SandboxOptions options;
  options.read_only_paths = {"/"};
  SandboxResult r = sh("touch " + elsewhere.path() +
                           "/x 2>/dev/null && echo wrote-elsewhere; "
                           "touch y && echo wrote-cwd; echo hi > /dev/null && echo devnull-ok",
                       options);
  if (!r.paths_protected) GTEST_SKIP() << "read-only mounts not permitted here: " << r.isolation_note;
  EXPECT_EQ(r.stdout_text, "wrote-cwd\ndevnull-ok\n") << r.stderr_text;
  EXPECT_FALSE(fs::exists(elsewhere.path() + "/x"));
  std::ofstream(elsewhere.path() + "/after") << "ok";  // the judge's own mounts are untouched
  EXPECT_TRUE(fs::exists(elsewhere.path() + "/after"));
}

}  // namespace
}  // namespace jaxbench::process
