#!/usr/bin/env bash
# Runs jaxbench's runtime checks against the NVIDIA PJRT plugin, on a machine
# with an NVIDIA GPU and jax-cuda13-pjrt installed (e.g. the lent H200):
#   bash tools/device/cuda_check.sh [OUT_DIR]
# Builds jaxbench if needed (no venv needed: the plugin is found in the
# active Python's site-packages), runs `doctor --plugin cuda`, the plugin
# test binary and the CLI tests with JAXBENCH_PLUGIN=cuda, and leaves logs
# in OUT_DIR (default: $OUT or ./cuda_check_out).
set -uo pipefail
cd "$(dirname "$0")/../.."
out=${1:-${OUT:-cuda_check_out}}
mkdir -p "$out"
# Every eval and run here is recorded into a store that comes back with the report.
export JAXBENCH_DB="${JAXBENCH_DB:-$out/jaxbench.db}"

if [ ! -x build/jaxbench ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo >"$out/cmake.log" 2>&1 &&
    cmake --build build -j"$(nproc)" >>"$out/cmake.log" 2>&1 || { echo "build failed; see $out/cmake.log"; tail -20 "$out/cmake.log"; exit 2; }
fi

status=0
echo "== nvidia-smi"; nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv 2>&1 | tee "$out/nvidia-smi.txt"
echo "== jaxbench doctor --plugin cuda"
build/jaxbench doctor --plugin cuda --json >"$out/doctor.json" 2>"$out/doctor.err" || status=1
cat "$out/doctor.json"; tail -3 "$out/doctor.err"
# The warm exporter forks children only while its process has one thread and
# no backend: with jax-cuda's plugin and Pallas' lowering modules importable,
# it must start ready (else every export runs one-shot). With no requests
# (stdin empty) it prints its ready line and exits 0, or 2 when not ready.
echo "== warm exporter's zygote"
python=.venv/bin/python
[ -x "$python" ] || python=python3
OPENBLAS_NUM_THREADS=1 timeout 300 "$python" -m tools.export.zygote </dev/null 2>"$out/zygote.err" || status=1
echo "== runtime tests against the cuda plugin"
JAXBENCH_PLUGIN=cuda build/tests/plugin_tests --gtest_output=json:"$out/plugin_tests.json" >"$out/plugin_tests.log" 2>&1 || status=1
grep -E "^\[  (PASSED|FAILED|SKIPPED) |tests ran" "$out/plugin_tests.log"
echo "== cpu plugin for comparison"
build/jaxbench doctor --plugin cpu >"$out/doctor_cpu.txt" 2>&1 || true
echo "cuda_check: $([ $status = 0 ] && echo PASSED || echo FAILED)"
exit $status
