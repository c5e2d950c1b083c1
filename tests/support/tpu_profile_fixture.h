// A TPU profile of one unit, as the pre-flight writes it into a verdict
// (estimate/tpu_profile.h), for the tests of what prints or prompts it.
#pragma once

#include <string>

#include "estimate/tpu_profile.h"

namespace jaxbench::test_support {

inline preflight::TpuProfile one_unit_profile(const std::string& bottleneck, const std::string& reason,
                                              double mxu_utilisation, const std::string& unit_name,
                                              double idle_share = 0) {
  preflight::TpuProfile profile;
  profile.bottleneck = bottleneck;
  profile.reason = reason;
  profile.mxu_utilisation = mxu_utilisation;
  preflight::UnitProfile unit;
  unit.unit = unit_name;
  unit.kernel = true;
  unit.share = 1;
  unit.executed_bundles = 1000;
  unit.idle_bundles = 1000 * idle_share;
  profile.units = {unit};
  return profile;
}

}  // namespace jaxbench::test_support
