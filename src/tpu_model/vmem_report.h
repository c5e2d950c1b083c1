// libtpu's VMEM report (the "<id>-TLP-NN-vmem_report.html" a dump holds
// beside the final bundles): a page whose script carries "const DATA = {...}"
// with the chip's "vmem_capacity" and, per HLO (each kernel, the
// program's top caller), its blocks' "total_size" in bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace jaxbench::preflight {

struct VmemReport {
  int64_t footprint_bytes = 0;  // the largest total_size of one HLO
  int64_t capacity_bytes = 0;
};

// The report in the text of one vmem_report.html; nullopt when it holds none.
std::optional<VmemReport> parse_vmem_report(const std::string& html);

// The report under `dump_dir` (the newest); nullopt when there is none.
std::optional<VmemReport> read_vmem_report(const std::string& dump_dir);

}  // namespace jaxbench::preflight
