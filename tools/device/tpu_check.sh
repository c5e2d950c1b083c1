#!/usr/bin/env bash
# Everything jaxbench claims about TPUs, on a TPU VM with libtpu installed
# (pip install libtpu, or ./setup.sh --with-tpu-compiler), written to one
# report. It has NOT yet run on a TPU: every TPU claim so far comes from
# libtpu compiling without a chip (the pre-flight).
#   bash tools/device/tpu_check.sh [OUT_DIR]        (default: $OUT or ./tpu_check_out)
# 1 doctor --plugin tpu; 2 run --suite all --size full on the chip (with
# JAXBench's published v6e medians beside ours in results.csv); 3 eval of the
# library's Pallas candidates with --plugin tpu; 4 the pre-flight's estimate
# against the chip's own times; 5 the benchmarks of docs/bench/cpu.md.
set -uo pipefail
cd "$(dirname "$0")/../.."
out=${1:-${OUT:-tpu_check_out}}
mkdir -p "$out"
# Every eval and run here is recorded into a store that comes back with the report.
export JAXBENCH_DB="${JAXBENCH_DB:-$out/jaxbench.db}"
report="$out/report.md"
python=.venv/bin/python
[ -x "$python" ] || python=python3
if [ ! -x build/jaxbench ] || [ ! -x build/bench/jaxbench-timing-bench ]; then
  cmake -S . -B build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DJAXBENCH_BUILD_BENCH=ON -DJAXBENCH_BUILD_TESTS=OFF \
    >"$out/cmake.log" 2>&1 && cmake --build build -j"$(nproc)" >>"$out/cmake.log" 2>&1 ||
    { echo "build failed; see $out/cmake.log"; exit 2; }
fi
status=0
step() { echo "== $1" | tee -a "$report"; }
echo "# tpu_check $(date -u +%FT%TZ), commit $(git rev-parse --short HEAD)" >"$report"

step "1. doctor"
build/jaxbench doctor --plugin tpu --json >"$out/doctor.json" 2>>"$out/errors.log" || status=1
cat "$out/doctor.json" >>"$report"

# The warm exporter forks children only while its process has one thread and
# no backend: with this host's jax plugins and Pallas' lowering modules
# imported, it must start ready (else every export runs one-shot, seconds
# slower). With no requests it prints its ready line and exits 0, or 2 when
# not ready.
step "1b. warm exporter's zygote"
OPENBLAS_NUM_THREADS=1 timeout 300 "$python" -m tools.export.zygote </dev/null >>"$report" 2>>"$out/errors.log" || status=1

step "2. run --suite all --size full"
build/jaxbench run --plugin tpu --suite all --size full --out "$out/run" --json >"$out/run.json" 2>>"$out/errors.log" || status=1
"$python" - "$out/run.json" >>"$report" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1])).get("results", [])
ok = [r for r in rows if r.get("status") == "success"]
print(f"{len(ok)} of {len(rows)} succeeded")
for r in ok:
    base = r.get("v6e_baseline_ms")
    print(f"{r['workload']:45s} {r['timing']['median']:10.4f} ms   JAXBench v6e: {base if base else '-'}")
PY

step "3. eval of the library's Pallas candidates on the chip"
"$python" - "$out" >>"$report" <<'PY'
import json, pathlib, subprocess, sys
library = json.load(open("examples/candidates/expected.json"))["candidates"]
for entry in library:
    path = pathlib.Path("examples/candidates") / entry["file"]
    if "pallas" not in path.read_text():
        continue
    run = subprocess.run(["build/jaxbench", "eval", "--plugin", "tpu", "--workload", entry["workload"],
                          "--candidate", str(path), "--json"], capture_output=True, text=True)
    try:
        verdict = json.loads(run.stdout)
    except ValueError:
        verdict = {"status": "no verdict", "message": run.stderr.strip()[-300:]}
    print(f"{entry['file']:60s} {verdict['status']:14s} expected {entry['status']:10s} {verdict.get('message', '')[:120]}")
PY

step "4. pre-flight estimate vs the chip"
build/jaxbench preflight --suite all --target v6e --json >"$out/preflight.json" 2>>"$out/errors.log" || status=1
"$python" -m bench.preflight_vs_v6e "$out/preflight.json" >>"$report" 2>>"$out/errors.log" || status=1

step "5. benchmarks (docs/bench/cpu.md's sections 1-4 on the TPU)"
"$python" -m bench.serve_vs_python --plugin tpu --size full --sections 1,2,3,4 --repeats 3 \
  --write "$out/bench_tpu.md" 2>>"$out/errors.log" >/dev/null || status=1
cat "$out/bench_tpu.md" >>"$report" 2>/dev/null

echo "tpu_check: $([ $status = 0 ] && echo DONE || echo 'FAILED (see errors.log)'); report: $report"
exit $status
