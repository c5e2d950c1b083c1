// Exports an untrusted candidate kernel file (candidate.py) to StableHLO by
// running tools/export/export_candidate.py in the sandbox. The judge's
// process never imports or runs candidate code: it reads back only the
// module the child wrote (a regular file, size-capped) and its JSON line.
//
// The child gets a copy of the candidate in its own temp dir (its cwd, HOME
// and TMPDIR), PYTHONPATH = the checkout so `tools.export` imports, every
// other folder (the checkout too) mounted read-only where the OS allows, no
// network, no capabilities, and none of the judge's environment (so never a
// seed). Its filesystem is a minimal root (the Python installation, system
// libraries, tools/, the manifest, its temp dir, a few devices, a /proc of
// its own PID namespace); where the OS refuses that, it sees the judge's
// whole filesystem read-only and isolation_note says so.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace jaxbench::candidate {

struct ExportLimits {
  double timeout_seconds = 120;
  // `import jax` + an export measured at ~0.8 GiB of address space (~0.2 GiB
  // resident); 16 GiB leaves room for candidates that build big constants at
  // trace time. MALLOC_ARENA_MAX=2 keeps glibc's per-thread 64 MiB arenas
  // from scaling the reservation with the host's core count.
  uint64_t address_space_bytes = 16ull << 30;
  uint64_t cpu_seconds = 0;               // 0: 2 × timeout
  uint64_t file_size_bytes = 1ull << 30;  // also the most of the module the judge reads back
  // Most bytes the export may store in its temp dir (its only writable
  // place), every file together (--export-disk-limit); 0 = unbounded.
  uint64_t disk_bytes = 256ull << 20;
  // Most processes it may run (--export-max-processes); the kernel counts
  // threads too, so the bound set is this + export_thread_allowance().
  uint64_t max_processes = 64;
  bool isolate_network = true;
  bool minimal_root = true;
  // Refuse (jaxbench::Error, before any candidate code runs) where the OS
  // grants less than full isolation: a probe run of the interpreter in the
  // same sandbox must come back with an empty isolation_note.
  bool require_isolation = false;  // the child sees only what exporting needs (SandboxOptions::minimal_root)
  std::string root;                // the checkout; empty = project_root()
  std::string python;              // empty = <root>/.venv/bin/python
  bool keep_work_dir = false;      // for debugging: leave the temp dir on disk
};

// Tasks allowed beyond ExportLimits::max_processes for threads: JAX's and
// XLA's pools start about one per core each (9 threads for an export on 2
// cores, measured), so 4 per core.
uint64_t export_thread_allowance();
// The task bound the sandbox sets: max_processes + the allowance (0 = none).
uint64_t export_task_bound(const ExportLimits& limits);

enum class ExportStatus { ok, export_error, timeout, oom };
const char* export_status_name(ExportStatus status);

struct CandidateExport {
  ExportStatus status = ExportStatus::export_error;
  std::string message;          // one line fit to show an LLM
  std::string full_message;     // the exporter's own message, untrimmed (when it wrote one)
  std::string stderr_tail;      // the child's stderr, trimmed to its last ~2000 chars
  std::string source_text;      // the candidate file as it was staged for the exporter
  std::string module_text;      // OUT.mlir (when ok)
  std::string module_bytecode;  // OUT.mlirbc (when ok; portable artifact)
  // From the exporter's JSON line. The child runs candidate code, so these
  // are claims: the static checks must re-derive anything they rely on.
  bool pallas_interpret = false;
  bool uses_pallas = false;
  std::vector<std::string> custom_call_targets;
  bool outputs_match_manifest = false;
  std::string device_kind;  // what the kernels were lowered for ("" = the host's own backend)
  double seconds = 0;       // wall time of the child
  uint64_t peak_rss_bytes = 0;
  bool network_isolated = false;
  std::string isolation_note;  // why some isolation is missing (empty when all in place)
  std::string work_dir;        // where it ran (still on disk only with keep_work_dir)
  std::string exporter_note;   // the warm exporter's: why this one was re-run one-shot (empty otherwise)
  // pallas_calls whose grid has a zero-size dimension or whose block is larger
  // than its array at the shape exported: one line each, naming the call, the
  // grid, the block and the shape (tools/export/pallas_shapes.py).
  std::vector<std::string> pallas_problems;
};

// Throws jaxbench::Error only for the judge's own setup (no checkout, no
// .venv, candidate or manifest missing): anything the candidate does becomes
// a status, never an exception.
// `device_kind`, when given, is the chip the candidate's kernels are lowered
// for off that hardware (a PJRT device kind: "TPU v5 lite"); when empty, the
// registry's default for `platform` (platform::default_export_device_kind:
// JAXBench's TPU v6 lite, an NVIDIA H200) is passed.
// `shape_manifest`, when given, is a held-out shape's manifest
// (tools/export/held_out.py): the candidate is exported for its input shapes
// (a copy staged in the child's dir), `manifest_path` still the public one.
CandidateExport export_candidate(const std::string& candidate_path, const std::string& manifest_path,
                                 const std::string& platform, const ExportLimits& limits = {},
                                 const std::string& device_kind = "", const std::string& shape_manifest = "");

}  // namespace jaxbench::candidate
