#include "report/results.h"

#include <gtest/gtest.h>

namespace jaxbench::report {
namespace {

TEST(Results, CsvStartsWithJaxBenchsColumnsInOrder) {
  suite::RunRecord ok;
  ok.workload = "12p_RMSNorm";
  ok.status = "success";
  ok.size = "small";
  ok.timing.median = 0.123456;
  ok.timing.count = 50;
  ok.flops = 1000;
  ok.tflops = 0.5;
  ok.output_shape = {8, 4096, 8192};
  suite::RunRecord bad;
  bad.workload = "7p_Ragged_Paged_Attention";
  bad.error = "compile failed, \"badly\"";
  std::string csv = results_csv({ok, bad});
  std::string header = csv.substr(0, csv.find('\n'));
  EXPECT_EQ(header.rfind("workload,variant,status,timing_method,median_ms,mean_ms,std_ms,min_ms,xla_flops,tflops,"
                         "utilization_pct,output_shape,error,",
                         0),
            0u)
      << header;
  EXPECT_NE(csv.find("12p_RMSNorm,baseline,success,"), std::string::npos);
  EXPECT_NE(csv.find(",0.1235,"), std::string::npos) << csv;
  EXPECT_NE(csv.find("\"[8, 4096, 8192]\""), std::string::npos) << csv;
  EXPECT_NE(csv.find("\"compile failed, \"\"badly\"\"\""), std::string::npos) << csv;
}

TEST(Results, DocumentCountsSuccesses) {
  suite::RunRecord ok;
  ok.status = "success";
  suite::RunRecord bad;
  auto doc = results_document({ok, bad, ok}, {{"platform", "cpu"}});
  EXPECT_EQ(doc["metadata"]["num_workloads"], 3);
  EXPECT_EQ(doc["metadata"]["num_succeeded"], 2);
  EXPECT_EQ(doc["metadata"]["platform"], "cpu");
  EXPECT_TRUE(doc["results"][1]["median_ms"].is_null());
  EXPECT_EQ(csv_field("a,b"), "\"a,b\"");
  EXPECT_EQ(python_list({}), "[]");
}

}  // namespace
}  // namespace jaxbench::report
