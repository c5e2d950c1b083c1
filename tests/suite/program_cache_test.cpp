// The compiled-program cache on the host plugin: a program is compiled once
// per cache; a fresh cache on the same folder loads it from disk and it
// computes the same bits; a corrupt entry is noted, compiled again and
// rewritten.
#include "suite/program_cache.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstring>
#include <filesystem>

#include "core/error.h"
#include "core/files.h"
#include "core/project_root.h"
#include "core/temp_dir.h"
#include "runtime/runtime_test_util.h"
#include "suite/registry.h"

namespace jaxbench::suite {
namespace {

class ProgramCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    auto root = project_root();
    if (!root) GTEST_SKIP() << "no checkout found (set JAXBENCH_ROOT)";
    Registry registry = Registry::discover(*root + "/workloads");
    const WorkloadEntry* entry = registry.find("12p");
    if (entry == nullptr) GTEST_SKIP() << "workloads/12p_RMSNorm is not in this checkout";
    manifest_.emplace(registry.manifest(*entry, "small"));
  }

  // The reference's outputs on the inputs of seed (1, 2), as host bytes.
  std::vector<HostArray> reference_outputs(ProgramCache& cache) {
    const auto& session = testing::session();
    auto inputs = make_inputs(cache.get(*manifest_, "inputs"), *manifest_, session, 1, 2, 0);
    return to_host(cache.get(*manifest_, "reference").execute(pointers(inputs)));
  }

  std::optional<Manifest> manifest_;
  TempDir folder_{"jaxbench-program-cache-test-"};
};

TEST_F(ProgramCacheTest, InMemoryAProgramIsCompiledOnce) {
  ProgramCache cache(testing::session());
  const SuiteProgram& first = cache.get(*manifest_, "reference");
  const SuiteProgram& again = cache.get(*manifest_, "reference");
  EXPECT_EQ(&first, &again);
  EXPECT_EQ(cache.counters().compiled, 1);
  EXPECT_EQ(cache.counters().memory_hits, 1);
  EXPECT_FALSE(first.from_cache());
  EXPECT_FALSE(cache.disk_enabled());
  EXPECT_EQ(cache.status()["programs"], 1);
}

// A program keeps the plugin's compiled memory statistics, asked once: an
// evaluation bounds its run-time memory by them, and the CPU plugin took
// 6-25 ms for an inputs program's each time it was asked.
TEST_F(ProgramCacheTest, AProgramKeepsItsMemoryStatistics) {
  ProgramCache cache(testing::session());
  const SuiteProgram& inputs = cache.get(*manifest_, "inputs");
  std::optional<runtime::MemoryStats> asked = inputs.executable().program().memory_stats();
  std::optional<runtime::MemoryStats> kept = inputs.memory_stats();
  ASSERT_EQ(asked.has_value(), kept.has_value());
  if (kept) {
    EXPECT_EQ(kept->argument_bytes, asked->argument_bytes);
    EXPECT_EQ(kept->output_bytes, asked->output_bytes);
    EXPECT_EQ(kept->temp_bytes, asked->temp_bytes);
    EXPECT_EQ(kept->total_device_bytes(), asked->total_device_bytes());
  }
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < 100; ++i) inputs.memory_stats();
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 0.05);
}

TEST_F(ProgramCacheTest, AFreshCacheOnTheSameFolderLoadsFromDiskAndComputesTheSameBits) {
  if (!testing::session().client().can_serialize()) GTEST_SKIP() << "this plugin does not serialize executables";
  ProgramCache writer(testing::session(), folder_.path());
  ASSERT_EQ(writer.disk_state(), "on");
  auto want = reference_outputs(writer);
  EXPECT_EQ(writer.counters().compiled, 2);
  EXPECT_EQ(writer.counters().disk_writes, 2);

  ProgramCache reader(testing::session(), folder_.path());
  auto got = reference_outputs(reader);
  EXPECT_EQ(reader.counters().compiled, 0);
  EXPECT_EQ(reader.counters().disk_loads, 2);
  EXPECT_TRUE(reader.get(*manifest_, "reference").from_cache());
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < want.size(); ++i) {
    ASSERT_EQ(got[i].bytes.size(), want[i].bytes.size());
    EXPECT_EQ(std::memcmp(got[i].bytes.data(), want[i].bytes.data(), want[i].bytes.size()), 0) << "output " << i;
  }
}

TEST_F(ProgramCacheTest, ACorruptEntryIsNotedCompiledAgainAndRewritten) {
  if (!testing::session().client().can_serialize()) GTEST_SKIP() << "this plugin does not serialize executables";
  std::string entry;
  {
    ProgramCache writer(testing::session(), folder_.path());
    writer.get(*manifest_, "reference");
    ExecutableStore store(folder_.path(), ExecutableStore::identity_of(testing::session()));
    entry = store.path_for(SuiteProgram::source(testing::session(), *manifest_, "reference").code);
    ASSERT_TRUE(file_exists(entry));
  }
  // Cut in half: the header's size no longer matches.
  std::string whole = read_file(entry);
  write_file_atomic(entry, whole.substr(0, whole.size() / 2));

  ::testing::internal::CaptureStderr();
  ProgramCache repairer(testing::session(), folder_.path());
  const SuiteProgram& program = repairer.get(*manifest_, "reference");
  std::string note = ::testing::internal::GetCapturedStderr();
  EXPECT_FALSE(program.from_cache());
  EXPECT_EQ(repairer.counters().disk_rejected, 1);
  EXPECT_EQ(repairer.counters().compiled, 1);
  EXPECT_EQ(repairer.counters().disk_writes, 1);
  EXPECT_NE(note.find("ignored the compiled-program cache entry " + entry + " (truncated)"), std::string::npos) << note;

  // One flipped byte inside the payload: the checksum catches it.
  whole = read_file(entry);
  whole[whole.size() - 10] ^= 0x5a;
  write_file_atomic(entry, whole);
  ::testing::internal::CaptureStderr();
  ProgramCache second(testing::session(), folder_.path());
  EXPECT_FALSE(second.get(*manifest_, "reference").from_cache());
  note = ::testing::internal::GetCapturedStderr();
  EXPECT_NE(note.find("(checksum mismatch)"), std::string::npos) << note;

  ProgramCache after(testing::session(), folder_.path());
  EXPECT_TRUE(after.get(*manifest_, "reference").from_cache());
  EXPECT_EQ(after.counters().disk_rejected, 0);
}

void expect_same_bits(const std::vector<HostArray>& got, const std::vector<HostArray>& want, const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t i = 0; i < want.size(); ++i) {
    ASSERT_EQ(got[i].bytes.size(), want[i].bytes.size()) << what << ", input " << i;
    EXPECT_EQ(std::memcmp(got[i].bytes.data(), want[i].bytes.data(), want[i].bytes.size()), 0)
        << what << ", input " << i;
  }
}

// `run` draws mode 0 only, from a program that holds that mode's branch alone
// (the whole program compiles every mode: 12p has five).
TEST_F(ProgramCacheTest, AnInputsProgramForOneModeMakesTheSameBitsAndOnlyThatMode) {
  const auto& session = testing::session();
  ProgramCache cache(session);
  const SuiteProgram& every = cache.get(*manifest_, "inputs");
  int last = static_cast<int>(manifest_->modes.size()) - 1;
  ASSERT_GE(last, 1);
  for (int mode : {0, last}) {
    const SuiteProgram& one = cache.inputs(*manifest_, mode);
    EXPECT_EQ(one.mode(), mode);
    EXPECT_EQ(&one, &cache.inputs(*manifest_, mode));
    expect_same_bits(to_host(make_inputs(one, *manifest_, session, 5, 6, mode)),
                     to_host(make_inputs(every, *manifest_, session, 5, 6, mode)), "mode " + std::to_string(mode));
    if (session.client().can_serialize()) {
      EXPECT_LT(one.executable().serialize().size(), every.executable().serialize().size() / 2) << "mode " << mode;
    }
  }
  EXPECT_FALSE(every.mode().has_value());
  EXPECT_EQ(cache.counters().compiled, 3);
  try {
    make_inputs(cache.inputs(*manifest_, 0), *manifest_, session, 5, 6, last);
    FAIL() << "a mode-0 program made mode " << last;
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("makes mode 0 only, not mode " + std::to_string(last)), std::string::npos)
        << error.what();
  }
}

TEST_F(ProgramCacheTest, TheEntryKeyChangesWithTheCodeAndTheIdentity) {
  ExecutableStore store(folder_.path(), "plugin A");
  ExecutableStore other(folder_.path(), "plugin B");
  EXPECT_NE(store.path_for("module {}"), store.path_for("module { }"));
  EXPECT_NE(store.path_for("module {}"), other.path_for("module {}"));
  EXPECT_FALSE(store.find("module {}").has_value());
  ASSERT_TRUE(store.store("module {}", std::string("bytes\0with a nul", 16)));
  EXPECT_EQ(store.find("module {}"), std::string("bytes\0with a nul", 16));
  EXPECT_FALSE(other.find("module {}").has_value());
}

// A program compiled with overrides (cuda's untimed inputs and truth) is
// another entry than the same code compiled plainly; without overrides the
// key is the code, as the entries already stored were written.
TEST_F(ProgramCacheTest, TheEntryKeyChangesWithTheCompileOverrides) {
  ProgramSource plain;
  plain.code = "module {}";
  ProgramSource tuned_off = plain;
  tuned_off.overrides = {{"xla_gpu_autotune_level", 0}};
  ProgramSource tuned_one = plain;
  tuned_one.overrides = {{"xla_gpu_autotune_level", 1}};
  EXPECT_EQ(plain.store_key(), plain.code);
  EXPECT_NE(tuned_off.store_key(), plain.store_key());
  EXPECT_NE(tuned_off.store_key(), tuned_one.store_key());
  ExecutableStore store(folder_.path(), "plugin A");
  ASSERT_TRUE(store.store(tuned_off.store_key(), "tuned off"));
  EXPECT_FALSE(store.find(plain.store_key()).has_value());
  EXPECT_EQ(store.find(tuned_off.store_key()), std::string("tuned off"));
}

}  // namespace
}  // namespace jaxbench::suite
