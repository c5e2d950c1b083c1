#!/usr/bin/env bash
# End-to-end checks of `jaxbench preflight` against libtpu: statuses, exit
# codes, --json, one-line errors. Exits 77 (skipped) when libtpu is not
# installed. Usage: preflight_cli_test.sh JAXBENCH PREFLIGHT_DATA_DIR
set -u
jaxbench=$1; data=$2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# eval records its verdicts: into this test's own store, never the user's.
export JAXBENCH_DB="$work/store/jaxbench.db"
passed=0; failed=0

check() {  # check NAME CONDITION-COMMAND...
  local name=$1; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name" >&2; fi
}
run() { "$jaxbench" "$@" >"$work/out" 2>"$work/err"; echo $? >"$work/rc"; }
rc_is() { [ "$(cat "$work/rc")" = "$1" ]; }
err_is_one_line() { [ "$(grep -c . "$work/err")" = 1 ] && grep -q "error:" "$work/err"; }
err_has() { grep -qF -- "$1" "$work/err"; }
out_has() { grep -qF -- "$1" "$work/out"; }
json_field() { python3 -c "import json,sys; d=json.load(open('$work/out')); print($1)"; }

run preflight --program "$data/pallas_good.mlir" --target v6e --json
if [ "$(cat "$work/rc")" = 2 ] && err_has "no tpu PJRT plugin found"; then
  echo "SKIP: libtpu is not installed (./setup.sh --with-tpu-compiler installs it)"; exit 77
fi
check "good kernel exits 0" rc_is 0
check "good kernel compiles" [ "$(json_field "d['modules'][0]['status']")" = compiles ]
check "target is a v6e" [ "$(json_field "d['target']['device_kind']")" = "TPU v6 lite" ]
check "memory against the HBM limit" [ "$(json_field "d['modules'][0]['memory']['hbm_fraction'] < 0.01")" = True ]
check "a bundle estimate for the Pallas kernel" [ "$(json_field "d['modules'][0]['time_estimate']['seconds'] == d['modules'][0]['tpu_estimate']['seconds'] > 0")" = True ]
check "the estimate says what it does not see" [ "$(json_field "'stalls' in d['modules'][0]['tpu_estimate']['does_not_see']")" = True ]
check "without --input its inputs are none" [ "$(json_field "d['modules'][0]['tpu_estimate']['inputs']")" = none ]

# --rescore: a kept module (JAXBENCH_KEEP_TPU_DUMPS) estimated again by this
# build, without compiling, equals the compile's own estimate; and
# bench/lib/tpu_formula.py, the one Python copy of the formula (the refits'),
# reproduces it from the estimate's counts and constants.
export JAXBENCH_KEEP_TPU_DUMPS="$work/keep"
run preflight --program "$data/pallas_good.mlir" --target v6e --json
unset JAXBENCH_KEEP_TPU_DUMPS
compiled_seconds=$(json_field "d['modules'][0]['tpu_estimate']['seconds']")
kept=$(ls -d "$work/keep"/*/ | head -1)
run preflight --rescore "$kept" --json
check "rescore exits 0" rc_is 0
check "the rescored estimate is the compile's" [ "$(json_field "d['tpu_estimate']['seconds']")" = "$compiled_seconds" ]
formula_reproduces() {
  (cd "$data/../../.." && python3 - "$work/out" <<'PY'
import json, sys
from bench.lib.tpu_formula import dma_seconds, fill_seconds, formula_seconds, pipelines
e = json.load(open(sys.argv[1]))["tpu_estimate"]
c, b = e["constants"], e["basis"]
rate, hbm, eff, exp = c["bundles_per_second"], c["hbm_bytes_per_second"], c["hbm_efficiency"], c["overlap_exponent"]
s = formula_seconds(b["executed_bundles"] / rate, dma_seconds(b["dma_bytes"], hbm, eff), exp, c["overhead_seconds"],
                    fill_seconds(pipelines(e), hbm, rate, eff, exp), c["wait_seconds"] * b["kernel_waits"])
sys.exit(0 if abs(s - e["seconds"]) <= 1e-12 * e["seconds"] else 1)
PY
  )
}
check "bench's formula reproduces the binary's" formula_reproduces
run preflight --rescore "$work" --json
check "a folder that is not kept exits 2" rc_is 2
check "and says what it needs in one line" err_has "not a kept pre-flight (it needs tpu-dump/ and result.json"

# The three planted candidates and an HBM hog, on v5e, in one run.
run preflight --program "$data/pallas_good.mlir" --program "$data/pallas_bad_tiling.mlir" \
  --program "$data/pallas_vmem_oom.mlir" --program "$data/xla_hbm_oom.mlir" --target v5e --json
check "failures exit 1" rc_is 1
check "statuses" [ "$(json_field "' '.join(m['status'] for m in d['modules'])")" = "compiles compile_error oom oom" ]
check "tiling message names the block shape" [ "$(json_field "'block shape (..., 8, 100)' in d['modules'][1]['message']")" = True ]
check "vmem oom numbers" [ "$(json_field "(d['modules'][2]['oom']['memory_space'], d['modules'][2]['oom']['limit_bytes'])")" = "('vmem', 16777216)" ]
check "hbm oom says hbm" [ "$(json_field "d['modules'][3]['oom']['memory_space']")" = hbm ]
check "progress goes to stderr" err_has "[4/4]"
# v5e has no fitted constants (no published v5e times to fit on): it gets
# v6e's scaled by its public specs (tpu-estimate-8), and says so.
check "v5e's estimate is v6e's scaled by public specs" [ "$(json_field "d['modules'][0]['time_estimate'] is not None and 'not fitted on v5e' in d['modules'][0]['tpu_estimate']['constants']['source']")" = True ]
# v5p has neither fitted nor scaled constants.
run preflight --program "$data/pallas_good.mlir" --target v5p --json
check "no time estimate is said plainly" [ "$(json_field "d['modules'][0]['time_estimate'] is None and 'no time estimate' in d['modules'][0]['time_estimate_note']")" = True ]

# Text output.
run preflight --program "$data/pallas_vmem_oom.mlir" --target v6e
check "text exit 1" rc_is 1
check "text names the target" out_has "TPU v6 lite"
check "text oom line" out_has "needs 48.00 MiB of vmem, limit 32.00 MiB (the kernel's scoped limit)"

# Errors: one line, exit 2.
run preflight --program "$data/pallas_good.mlir" --target v9
check "unknown target exits 2" rc_is 2
check "unknown target names the choices" err_has "use one of v4, v5e, v5p, v6e, v7"
check "unknown target one line" err_is_one_line
run preflight --target v6e
check "nothing to compile exits 2" rc_is 2
check "nothing to compile one line" err_is_one_line
touch "$work/c.py"  # in a folder not named for a workload
run preflight --candidate "$work/c.py" --target v6e
check "candidate without workload exits 2" rc_is 2
check "candidate without workload names the fix" err_has "needs exactly one --workload ID"
check "candidate without workload one line" err_is_one_line

# Candidates (.py): exported for the target in the sandbox, compiled beside the reference.
library=$(cd "$(dirname "$0")/../../examples/candidates" && pwd)
run preflight --candidate "$library/12p_RMSNorm/correct_pallas.py" --json  # workload from its folder
check "pallas candidate exits 0" rc_is 0
check "candidate and reference compile" [ "$(json_field "' '.join(m['status'] for m in d['modules'])")" = "compiles compiles" ]
check "candidate row then the reference" [ "$(json_field "d['modules'][0]['module'] + ' ' + d['modules'][1]['module'].split('/')[-1]")" = "12p_RMSNorm/full/candidate reference.tpu.mlirbc" ]
check "lowered with Mosaic for v6e" [ "$(json_field "(d['candidate']['uses_pallas'], d['candidate']['export']['device_kind'])")" = "(True, 'TPU v6 lite')" ]
check "a Pallas candidate gets a speedup from the bundle estimates" [ "$(json_field "d['candidate']['estimated_speedup'] > 0 and d['modules'][0]['tpu_estimate'] is not None")" = True ]

run preflight --workload 12p --candidate "$library/12p_RMSNorm/pallas_misaligned_blocks.py" --target v5e --json
check "misaligned candidate exits 1" rc_is 1
check "misaligned is a compile_error" [ "$(json_field "d['candidate']['status']")" = compile_error ]
check "lowered for the asked target" [ "$(json_field "d['candidate']['export']['device_kind']")" = "TPU v5 lite" ]
check "misaligned names the block shape" [ "$(json_field "'block shape (4, 8192)' in d['candidate']['summary']")" = True ]

# A kernel whose loops are bounded by input values (#27): counted on the judge's own inputs.
run preflight --candidate "$library/7p_Ragged_Paged_Attention/pallas_ragged_kernel.py" --size small --target v6e --json
check "ragged kernel compiles" [ "$(json_field "d['modules'][0]['status']")" = compiles ]
check "its loops counted on the judge's inputs" [ "$(json_field "d['modules'][0]['tpu_estimate']['inputs']")" = judge ]
check "no loop left unresolved" [ "$(json_field "d['modules'][0]['tpu_estimate']['unresolved']")" = "[]" ]
check "a value-bounded loop ran more than once" [ "$(json_field "any(l['static_bound'] == 0 and l['trips'] > 1 for k in d['modules'][0]['tpu_estimate']['trip_counts']['kernels'] for l in k['loops'])")" = True ]

# Any module reads the same (#43): one kernel whose loop runs n[0] times, exported three ways (the
# project's exporter; jax.export's text with its locations; its bytecode), n given and x left out.
for form in mlir loc.mlir mlirbc; do
  run preflight --program "$data/pallas_prefetch_loop.$form" --input "$data/n128.npy" --input - --target v6e --json
  check "$form: exits 0" rc_is 0
  check "$form: its loop resolved on n" [ "$(json_field "(d['modules'][0]['tpu_estimate']['inputs'], d['modules'][0]['tpu_estimate']['resolved'])")" = "('given', True)" ]
  json_field "d['modules'][0]['tpu_estimate']['seconds']" >"$work/seconds.$form"
done
same_within_1pct() { python3 -c "import sys; a, b = (float(open(f).read()) for f in sys.argv[1:]); sys.exit(abs(b / a - 1) > 0.01)" "$@"; }
check "text with locations: the same estimate" same_within_1pct "$work/seconds.mlir" "$work/seconds.loc.mlir"
check "bytecode: the same estimate" same_within_1pct "$work/seconds.mlir" "$work/seconds.mlirbc"
run preflight --program "$data/pallas_prefetch_loop.loc.mlir" --input - --input - --target v6e
check "n left out: still compiles" rc_is 0
check "n left out: the estimate says it is unresolved" out_has "unresolved: the estimate counts 1 data-dependent loop once"
run preflight --program "$data/pallas_prefetch_loop.mlirbc" --input "$data/n128.npy" --target v6e
check "too few inputs for bytecode exits 2" rc_is 2
check "too few inputs names the signature" err_has "main takes 2 argument(s) but 1 input(s) were given"

# XLA's own ragged dot (#43): no Pallas call in the module; the compiled program's metadata kernel
# runs on main's group sizes, and the matmul kernel's loop on the metadata kernel's results.
for groups in even one; do
  run preflight --program "$data/xla_ragged_dot.mlir" --input - --input - --input "$data/groups_$groups.npy" --target v6e --json
  check "ragged dot, groups $groups: resolved" [ "$(json_field "(d['modules'][0]['tpu_estimate']['inputs'], d['modules'][0]['tpu_estimate']['resolved'])")" = "('given', True)" ]
  check "ragged dot, groups $groups: its kernels fed by the program" [ "$(json_field "[k['fed_by'][0] for k in d['modules'][0]['tpu_estimate']['trip_counts']['kernels']]")" = "['0: argument 2', '0: ragged-dot-metadata result 3']" ]
  json_field "d['modules'][0]['tpu_estimate']['seconds']" >"$work/seconds.groups_$groups"
done
more_tiles_take_longer() { python3 -c "import sys; a, b = (float(open(f).read()) for f in sys.argv[1:]); sys.exit(not a > 1.2 * b)" "$@"; }
check "ragged dot: 2 groups a tile take longer than 1" more_tiles_take_longer "$work/seconds.groups_even" "$work/seconds.groups_one"
run preflight --program "$data/xla_ragged_dot.mlir" --target v6e --json
check "ragged dot without its group sizes: unresolved" [ "$(json_field "d['modules'][0]['tpu_estimate']['resolved']")" = False ]

run preflight --workload 41k --candidate "$library/41k_Gemm_Add_ReLU/correct_fused_f32.py"
check "xla candidate text exit 0" rc_is 0
check "xla candidate gets a compared estimate" out_has "vs the reference's"

# Where the time goes (#28): the pre-flight's rows, and the loop's first prompt, carry the TPU profile.
run preflight --workload 12p --size small --target v6e
check "preflight prints each row's profile" out_has "profile: bottleneck"
run optimize --workload 12p --size small --target v6e --proposer command:/bin/true --print-prompt
check "print-prompt exit 0" rc_is 0
check "the first prompt shows the reference's profile" out_has "The reference's TPU profile on v6e (estimated from its compiled bundles):"
check "with its bottleneck" out_has "bottleneck "

# eval --plugin tpu on this TPU-less host: CPU correctness plus the v6e pre-flight.
if ! grep -qs 0x1ae0 /sys/bus/pci/devices/*/vendor; then  # no TPU (Google PCI vendor id) here
  run eval --workload 12p --candidate "$library/12p_RMSNorm/pallas_blocks_exceed_vmem.py" --plugin tpu --no-timing --json
  check "eval: correct on cpu but failing v6e exits 1" rc_is 1
  check "eval: ran on cpu" [ "$(json_field "(d['status'], d['platform'])")" = "('correct', 'cpu')" ]
  check "eval: pre-flight for v6e is oom" [ "$(json_field "(d['preflight']['target']['target'], d['preflight']['status'])")" = "('v6e', 'oom')" ]
  check "eval: message says it fails on v6e" [ "$(json_field "'but it fails on v6e' in d['message']")" = True ]
  check "eval: says why it ran on cpu" [ "$(json_field "any('no device for --plugin tpu' in n for n in d['notes'])")" = True ]
fi

echo "preflight cli: $passed passed, $failed failed"
[ "$failed" = 0 ]
