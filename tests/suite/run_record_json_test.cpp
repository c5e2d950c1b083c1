// A run's row read back (a fleet's judge answered it) is the row written.
#include "suite/run_record_json.h"

#include <gtest/gtest.h>

#include "core/error.h"

namespace jaxbench::suite {
namespace {

TEST(RunRecordJson, ReadsBackWhatItWrote) {
  RunRecord record;
  record.workload = "12p_RMSNorm";
  record.variant = "optimized";
  record.status = "success";
  record.size = "small";
  record.platform = "cpu";
  record.device_kind = "cpu";
  record.timing = {5, 0.5, 0.6, 0.01, 0.4, 0.9};
  record.warmups = 2;
  record.flops = 123456;
  record.tflops = 0.25;
  record.utilization_pct = 12.5;
  record.output_shape = {4, 8};
  record.input_shapes = {{4, 8}, {8}};
  record.compile_ms = 3.25;
  record.judged_by = {{"worker", "cpu-1"}, {"attempts", 2}};
  nlohmann::json row = run_record_json(record);
  EXPECT_EQ(row["fleet"]["worker"], "cpu-1");
  RunRecord back = run_record_from_json(row);
  EXPECT_EQ(run_record_json(back), row);
  EXPECT_FALSE(back.peak_tflops);
}

TEST(RunRecordJson, ALocalRowNamesNoWorkerAndAWrongTypeIsNamed) {
  RunRecord record;
  record.workload = "41k";
  EXPECT_FALSE(run_record_json(record).contains("fleet"));
  nlohmann::json row = run_record_json(record);
  row["median_ms"] = "fast";
  try {
    run_record_from_json(row);
    FAIL() << "a string median was read";
  } catch (const Error& error) {
    EXPECT_NE(std::string(error.what()).find("median_ms"), std::string::npos) << error.what();
  }
  EXPECT_THROW(run_record_from_json(nlohmann::json::array()), Error);
}

}  // namespace
}  // namespace jaxbench::suite
