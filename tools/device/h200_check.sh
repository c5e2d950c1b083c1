#!/usr/bin/env bash
# One-shot check of the judge on a lent GPU machine that cannot build us (no
# sqlite/curl/CLI11/gtest dev packages, no network): it runs binaries built
# elsewhere, carried as .devcarry/build.tar.xz (made by tools/device/carry/pack.sh;
# tree and carry together must fit 64 MiB): build/'s jaxbench, pre-flight worker, tests/plugin_tests and
# bench/jaxbench-timing-bench, stripped, RUNPATH $ORIGIN/lib ($ORIGIN/../lib);
# lib/ holds libsqlite3 and a libcurl.so.4 stub (curl serves only the agent's
# HTTP client; the real one's dependencies weigh 18 MB), lib-cxx/ the builder's
# libstdc++/libgcc_s, taken only where the machine's are older. RUNPATH, not
# LD_LIBRARY_PATH, so the Python children load nothing of ours.
#   bash tools/device/h200_check.sh [--plugin cuda|cpu] [--size full|small]
# --plugin cpu is the dry run on a host without a GPU (size small by default:
# full takes minutes on few cores). Each step's timeout fits the whole within
# H200_CHECK_DEADLINE s (default 440; the device run's limit is 600); each
# prints PASS/FAIL/SKIP, and the script exits 0 so that $OUT always comes back
# with summary.md and logs.tar.gz (every log, the verdicts, the results store).
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 2
root=$PWD plugin=cuda size=
while [ $# -gt 0 ]; do
  case $1 in --plugin) plugin=$2; shift 2 ;; --size) size=$2; shift 2 ;; *) echo "unknown argument $1"; exit 2 ;; esac
done
[ -n "$size" ] || { [ "$plugin" = cuda ] && size=full || size=small; }
out=${OUT:-/tmp/h200_check_out}
logs=$(mktemp -d /tmp/h200_check.XXXXXX)/logs && mkdir -p "$out" "$logs"
summary=$out/summary.md start=$SECONDS deadline=${H200_CHECK_DEADLINE:-440}
export JAXBENCH_DB=$logs/jaxbench.db  # the store comes back in the tarball
echo "# h200_check: plugin $plugin, size $size, $(date -u +%FT%TZ)" >"$summary"
note() { echo "$*" | tee -a "$summary"; }
# Into build/, where the CLI finds the checkout (tools/export, workloads/)
# upwards from itself and bench/ scripts look; a real build tree stays as it is.
carry=${H200_CHECK_CARRY:-$root/.devcarry/build.tar.xz}
if [ -f build/CMakeCache.txt ]; then
  note "build/ is a build tree: using its binaries, not $carry"
else
  mkdir -p build
  { tar -xJf "$carry" -C build 2>/dev/null ||
    python3 -c 'import sys, tarfile; tarfile.open(sys.argv[1]).extractall(sys.argv[2], filter="tar")' "$carry" build; } ||
    note "unpacking $carry failed"
fi
# A newer distribution's libstdc++ serves our GCC 12 build and whatever the
# PJRT plugin needs; only an older one (no GLIBCXX_3.4.30) takes ours.
if ldd build/jaxbench 2>&1 | grep -q "libstdc++.*not found\|GLIBCXX.*not found\|libgcc_s.*not found"; then
  cp -a build/lib-cxx/. build/lib/ && note "system libstdc++ too old: using the carried one"
fi
ldd build/jaxbench build/tests/plugin_tests >"$logs/ldd.txt" 2>&1
grep -q "not found" "$logs/ldd.txt" && note "MISSING LIBRARIES: $(grep 'not found' "$logs/ldd.txt" | sort -u | tr '\n' ' ')"

# The export runs <checkout>/.venv/bin/python and the plugin is looked up in
# .venv's site-packages first: point .venv at the Python that has jax (on the
# H200 /opt/torch/.venv, python3 on PATH) so no other interpreter is asked.
py=${H200_CHECK_PYTHON:-$(command -v python3)}
prefix=$("$py" -c 'import sys; print(sys.prefix)') site=$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
[ -e .venv ] || ln -s "$prefix" .venv
export VIRTUAL_ENV=$prefix PATH=$prefix/bin:$PATH
cudaso=$site/jax_plugins/xla_cuda13/xla_cuda_plugin.so
{
  nvidia-smi; uname -a; ldd --version | head -1; echo "python: $py -> $(readlink -f .venv/bin/python), $site"
  .venv/bin/python -c 'import jax, jaxlib; print("jax", jax.__version__, "jaxlib", jaxlib.__version__)'
  .venv/bin/python -m pip list 2>/dev/null | grep -i "jax\|nvidia\|torch"
  echo "== $cudaso"; readelf -d "$cudaso" | grep -i "runpath\|rpath\|needed"; ldd "$cudaso"
} >"$logs/machine.txt" 2>&1
note "machine: $(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1); $(ldd --version | head -1); $(grep '^jax .*jaxlib' "$logs/machine.txt")"
[ -f "$cudaso" ] && ldd "$cudaso" 2>&1 | grep -q "not found" && note "the cuda plugin's ldd: $(ldd "$cudaso" | grep -c 'not found') libraries not found"
# step NAME SECONDS CHECK COMMAND...: runs COMMAND (stdout NAME.out, stderr
# NAME.err) for at most SECONDS or what is left before the deadline; CHECK is
# a shell test of $rc and $o (the output file) that makes it PASS ($r).
# H200_CHECK_STEPS="plugin_tests bench_section1" reruns only the steps named
# (doctor and its retry always run: they decide LD_LIBRARY_PATH); bench_section1 runs only
# when named.
asked() { [[ $1 == doctor* ]] || [[ " ${H200_CHECK_STEPS:-$default_steps} " == *" ${1%%_[0-9]*} "* ]] ||
  [[ " ${H200_CHECK_STEPS:-$default_steps} " == *" $1 "* ]]; }
default_steps="zygote plugin_tests run eval bench_dispatch suite_small"
step() {
  local name=$1 limit=$2 check=$3 t0=$SECONDS left=$((deadline - (SECONDS - start) - 15))
  shift 3
  asked "$name" || { r=SKIP; return; }
  [ "$left" -lt "$limit" ] && limit=$left
  if [ "$limit" -lt 10 ]; then r=SKIP && note "SKIP $name (no time left)" && return; fi
  timeout -k 10 "$limit" "$@" >"$logs/$name.out" 2>"$logs/$name.err"
  rc=$? o=$logs/$name.out
  if eval "$check"; then r=PASS; else r=FAIL; fi
  note "$r $name rc=$rc $((SECONDS - t0))s (limit ${limit}s)$([ $rc = 124 ] && echo ' TIMED OUT')"
  [ $r = PASS ] || tail -5 "$logs/$name.err" | sed 's/^/    /' | tee -a "$summary"
}
# A field of a verdict (eval --json): its status, or the path given after the file.
status_of() { .venv/bin/python -c 'import json, sys, functools; print(functools.reduce(lambda d, k: d.get(k) or {}, sys.argv[2:] or ["status"], json.load(open(sys.argv[1]))) or "")' "$@" 2>/dev/null; }
jb=build/jaxbench ok='[ $rc = 0 ]'

step doctor 60 "$ok" $jb doctor --plugin "$plugin" --json
# jax's own loader preloads the nvidia/*/lib libraries; we dlopen the plugin
# alone. If that fails, learn whether those folders are what it lacks and, if
# so, run the rest with them rather than fail every step.
if [ "$r" = FAIL ] && [ "$plugin" = cuda ]; then
  nv=$(printf '%s\n' "$site"/nvidia/*/lib | paste -sd:)
  step doctor_nvidia_libs 60 "$ok" env LD_LIBRARY_PATH="$nv" $jb doctor --plugin cuda --json
  [ "$r" = PASS ] && export LD_LIBRARY_PATH=$nv && note "NOTE: the rest runs with LD_LIBRARY_PATH=$nv"
fi
# The warm exporter forks children only while it has one thread and no
# backend; with no requests it prints its ready line and exits 0 (2: not ready).
step zygote 120 "$ok" env OPENBLAS_NUM_THREADS=1 .venv/bin/python -m tools.export.zygote </dev/null
step plugin_tests 150 "$ok" env JAXBENCH_PLUGIN="$plugin" JAXBENCH_PREFLIGHT_WORKER="$root/build/jaxbench-preflight-worker" \
  build/tests/plugin_tests --gtest_output=json:"$logs/plugin_tests.json"
grep -E "^\[  (PASSED|FAILED|SKIPPED) +\] [0-9]+ test|tests? from .* ran" "$logs/plugin_tests.out" 2>/dev/null | sed 's/^/    /' | tee -a "$summary"
step run 150 "$ok" $jb run --workload 12p --workload 36k --workload 41k --workload 18k --size "$size" \
  --plugin "$plugin" --budget 1 --out "$logs/run" --json
# A correct jnp rewrite, a wrong one, a hostile one (a host callback).
for c in "41k 41k_Gemm_Add_ReLU/correct_fused_f32.py correct" "36k 36k_Matmul_Sigmoid_Sum/bf16_accumulation.py incorrect" \
  "12p 12p_RMSNorm/host_callback.py export_error"; do
  read -r w file want <<<"$c"
  step "eval_${w}_$(basename "$file" .py)" 120 "[ \"\$(status_of \$o)\" = $want ]" $jb eval --workload "$w" \
    --candidate "examples/candidates/$file" --size "$size" --plugin "$plugin" --budget 3 --json
  [ "$r" = SKIP ] || note "    verdict: $(status_of "$o") (expected $want); exporter $(status_of "$o" export exporter);" \
    "speedup $(status_of "$o" timing speedup); isolation_note: $(status_of "$o" export isolation_note | cut -c1-200)"
done
# Section 2 of the serve-vs-Python bench (dispatch overhead), the cheapest;
# it asks git for the commit, and the copied tree may have no .git.
if ! git rev-parse HEAD >/dev/null 2>&1; then
  mkdir -p "$logs/../shim" && printf '#!/bin/sh\necho unknown\n' >"$logs/../shim/git" && chmod +x "$logs/../shim/git" &&
    export PATH=$logs/../shim:$PATH
fi
step bench_dispatch 90 "$ok"' && grep -q jaxbench_ms $o' .venv/bin/python -m bench.serve_vs_python \
  --plugin "$plugin" --size "$size" --sections 2 --repeats 1 --json
# Last, with what time is left: every workload's reference at size small,
# one code path for every chip (SKIP where the deadline is near).
step suite_small 200 "$ok" $jb run --suite all --size small --plugin "$plugin" --budget 1 --out "$logs/suite" --json
# H200_CHECK_EXTRA="..." (with H200_CHECK_STEPS="extra"): one more command,
# run with the set-up above (build/, .venv, the store), e.g. an experiment.
step extra 300 "$ok" bash -c "${H200_CHECK_EXTRA:-true}"
# Section 1 (warm per-candidate cost against the in-process Python loop), held-out shapes off.
step bench_section1 300 "$ok"' && grep -q costs $o' .venv/bin/python -m bench.serve_vs_python \
  --plugin "$plugin" --sections 1 --repeats 1 --held-out 0 --write "$logs/bench_section1.md" --json
note "total $((SECONDS - start))s"
cp "$logs/doctor.out" "$out/doctor.json" 2>/dev/null; cp "$logs/run/results.json" "$out/run_results.json" 2>/dev/null; cp "$logs/suite/results.json" "$out/suite_results.json" 2>/dev/null
cp "$logs/bench_section1.md" "$out/" 2>/dev/null
tar -czf "$out/logs.tar.gz" -C "$logs/.." logs
exit 0
