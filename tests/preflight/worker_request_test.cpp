// The request the judge hands the pre-flight worker survives the trip whole:
// a field lost here would compile for another chip than the one asked.
#include <gtest/gtest.h>

#include "preflight/preflight_worker.h"

namespace jaxbench::preflight {
namespace {

TEST(PreflightWorkerRequest, RoundTripsEveryField) {
  WorkerRequest request;
  request.plugin_path = "/opt/libtpu.so";
  request.topology = runtime::topology_spec("v4", 8);
  request.topology.name = "v4:2x2x2";
  request.label = "12p_RMSNorm/full/candidate";
  request.path = "/work/candidate.py";
  request.note = "exported for TPU v4";
  request.program_file = "module.mlirbc";
  request.program_name = "candidate.mlirbc";
  WorkerRequest back = WorkerRequest::from_json(nlohmann::json::parse(request.to_json().dump()));
  EXPECT_EQ(back.plugin_path, request.plugin_path);
  EXPECT_EQ(back.topology.target, request.topology.target);
  EXPECT_EQ(back.topology.chip, "v4");
  EXPECT_EQ(back.topology.name, "v4:2x2x2");
  EXPECT_EQ(back.topology.chips, 8);
  EXPECT_EQ(back.topology.chips_per_host_bounds, request.topology.chips_per_host_bounds);
  EXPECT_EQ(back.topology.chip_config_name, "megacore");
  EXPECT_EQ(back.topology.accelerator_type, request.topology.accelerator_type);
  EXPECT_EQ(back.topology.device_kind, "TPU v4");
  EXPECT_EQ(back.label, request.label);
  EXPECT_EQ(back.path, request.path);
  EXPECT_EQ(back.note, request.note);
  EXPECT_EQ(back.program_file, request.program_file);
  EXPECT_EQ(back.program_name, request.program_name);
}

TEST(PreflightWorkerRequest, AMissingFieldIsAnErrorNotADefault) {
  nlohmann::json document = WorkerRequest{}.to_json();
  document.erase("plugin_path");
  EXPECT_THROW(WorkerRequest::from_json(document), nlohmann::json::exception);
}

}  // namespace
}  // namespace jaxbench::preflight
