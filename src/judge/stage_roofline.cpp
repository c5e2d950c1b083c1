// Stage 4: the roofline of a correct candidate: the work the reference does
// (PJRT's cost analysis, else the manifest's count) and, on a known chip,
// the least time that work can take.
#include "judge/stages.h"

namespace jaxbench::judge {

bool compute_roofline(Evaluation& e) {
  Roofline roofline;
  roofline.flops = static_cast<double>(e.manifest.flops);
  roofline.bytes = static_cast<double>(e.manifest.bytes_accessed);
  roofline.flops_source = "manifest";
  auto cost = e.reference->executable().program().cost_analysis();
  if (cost.flops() && *cost.flops() > 0) {
    roofline.flops = *cost.flops();
    roofline.flops_source = "pjrt_cost_analysis";
  }
  if (e.chip) {
    roofline.bound_ms = 1e3 * platform::floor_seconds(*e.chip, roofline.flops, roofline.bytes);
  }
  e.verdict.roofline = roofline;
  return e.options.timing;
}

}  // namespace jaxbench::judge
