#!/usr/bin/env bash
# The benchmarks of docs/bench/cpu.md (sections 1-4) on an NVIDIA GPU, at
# size full, through the CUDA PJRT plugin, both sides in one run:
#   bash tools/device/bench_gpu.sh [OUT_DIR]
# Needs jax with jax-cuda13-pjrt in the active Python (or .venv), a built
# jaxbench (built here if missing). Writes OUT_DIR/bench_gpu.md and .json
# (default: $OUT or ./bench_gpu_out).
set -uo pipefail
cd "$(dirname "$0")/../.."
out=${1:-${OUT:-bench_gpu_out}}
mkdir -p "$out"
# Every eval and run here is recorded into a store that comes back with the report.
export JAXBENCH_DB="${JAXBENCH_DB:-$out/jaxbench.db}"
if [ ! -x build/jaxbench ] || [ ! -x build/bench/jaxbench-timing-bench ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DJAXBENCH_BUILD_BENCH=ON -DJAXBENCH_BUILD_TESTS=OFF \
    >"$out/cmake.log" 2>&1 && cmake --build build -j"$(nproc)" >>"$out/cmake.log" 2>&1 ||
    { echo "build failed; see $out/cmake.log"; tail -20 "$out/cmake.log"; exit 2; }
fi
python=.venv/bin/python
[ -x "$python" ] || python=python3
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv 2>&1 | tee "$out/nvidia-smi.txt"
build/jaxbench doctor --plugin cuda --json >"$out/doctor.json" 2>"$out/doctor.err" ||
  { echo "doctor --plugin cuda failed:"; tail -5 "$out/doctor.err"; exit 1; }
"$python" -m bench.serve_vs_python --plugin cuda --size full --sections 1,2,3,4 --repeats 3 \
  --write "$out/bench_gpu.md" --json >"$out/bench_gpu.json" 2>"$out/bench_gpu.log"
status=$?
cat "$out/bench_gpu.md" 2>/dev/null || tail -20 "$out/bench_gpu.log"
echo "bench_gpu: $([ $status = 0 ] && echo DONE || echo FAILED)"
exit $status
