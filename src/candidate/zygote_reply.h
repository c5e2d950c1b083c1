// What one child of the warm exporter's zygote did, as the one-shot path's
// process::SandboxResult (so classify_export reads both the same way): the
// zygote's reply line gives how it ended and what it used; its stdout and
// stderr are files in its dir, read back capped and never through a link.
#pragma once

#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>

#include "process/sandbox.h"

namespace jaxbench::candidate::detail {

// `cpu_limit_seconds`: the RLIMIT_CPU the child was given (a SIGKILL past it
// is the hard CPU limit, not the OOM killer); `isolation`: the zygote's own.
process::SandboxResult result_from_zygote_reply(const nlohmann::json& reply, const std::string& child_dir,
                                                double timeout_seconds, uint64_t cpu_limit_seconds,
                                                uint64_t file_size_bytes, const process::SandboxResult& isolation);

// Whether `reply` has the fields of a child's end (else the zygote misbehaves).
bool is_zygote_reply(const nlohmann::json& reply);

}  // namespace jaxbench::candidate::detail
