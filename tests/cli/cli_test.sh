#!/usr/bin/env bash
# End-to-end checks of the jaxbench command line: exit codes, --json output,
# and one-line errors for bad input. Usage: cli_test.sh JAXBENCH DATA_DIR
set -u
jaxbench=$1; data=$2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
# eval and run record their verdicts: into this test's own store, never the user's.
export JAXBENCH_DB="$work/store/jaxbench.db"
passed=0; failed=0

check() {  # check NAME CONDITION-COMMAND...
  local name=$1; shift
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name" >&2; fi
}
# Runs jaxbench, keeping stdout, stderr and the exit code.
run() { "$jaxbench" "$@" >"$work/out" 2>"$work/err"; echo $? >"$work/rc"; }
rc_is() { [ "$(cat "$work/rc")" = "$1" ]; }
err_is_one_line() { [ "$(grep -c . "$work/err")" = 1 ] && grep -q "error:" "$work/err"; }
err_has() { grep -qF -- "$1" "$work/err"; }
out_has() { grep -qF -- "$1" "$work/out"; }
json_field() { python3 -c "import json,sys; d=json.load(open('$work/out')); print($1)"; }

# --version: the project's version and the commit, as a fleet compares them.
run --version
check "--version exits 0" rc_is 0
check "--version prints one line: jaxbench X.Y.Z[+commit]" grep -qxE 'jaxbench [0-9]+\.[0-9]+\.[0-9]+(\+[0-9a-f]{7,})?' "$work/out"

# serve --schema: every method's params schema, as MCP lists them; the suites and
# TPU choices the Python client offers come from here.
run serve --schema
check "serve --schema exits 0" rc_is 0
check "serve --schema lists the six methods" [ "$(json_field "' '.join(t['name'] for t in d['tools'])")" = "list describe eval preflight run status" ]
check "serve --schema's suites are list's" [ "$(json_field "' '.join(next(t for t in d['tools'] if t['name'] == 'list')['inputSchema']['properties']['suite']['enum'])")" = "$("$jaxbench" list --help | grep -oE '(priority\|[a-z|]+)' | head -1 | tr '|' ' ')" ]

# doctor: platform cpu, smoke test passed, exit 0.
run doctor --json
check "doctor exits 0" rc_is 0
check "doctor reports platform cpu" [ "$(json_field "d['platform']['name']")" = cpu ]
check "doctor smoke test passed" [ "$(json_field "d['smoke_test']['passed']")" = True ]

# exec: a JAX-exported program on .npy inputs; outputs equal JAX's bytes.
for program in softmax.mlir softmax.mlirbc; do
  run exec "$data/$program" --input "$data/softmax_x.npy" --input "$data/softmax_w.npy" --output-dir "$work/o" --json
  check "exec $program exits 0" rc_is 0
  check "exec $program writes two outputs" [ "$(json_field "len(d['outputs'])")" = 2 ]
  check "exec $program bf16 output equals JAX's bytes" cmp -s "$work/o/output0.npy" "$data/softmax_out0.npy"
  check "exec $program f32 output equals JAX's bytes" cmp -s "$work/o/output1.npy" "$data/softmax_out1.npy"
done

# A bf16-result matmul + softmax: the plugin built from jaxlib 0.11.2's XLA
# reproduces JAX's bytes (README: why this CPU plugin).
run exec "$data/bf16_dot_softmax.mlir" --input "$data/softmax_x.npy" --input "$data/softmax_w.npy" --output-dir "$work/b"
check "exec bf16_dot_softmax exits 0" rc_is 0
check "exec bf16_dot_softmax equals JAX's bytes" cmp -s "$work/b/output0.npy" "$data/bf16_dot_softmax_out0.npy"

# Both 8-bit floats in and out (make_fixtures.py float8_fixtures): JAX's bytes.
run exec "$data/float8.mlir" --input "$data/float8_a.npy" --input "$data/float8_b.npy" --output-dir "$work/f8" --json
check "exec float8 exits 0" rc_is 0
check "exec float8 names the dtypes" [ "$(json_field "','.join(o['dtype'] for o in d['outputs'])")" = f8e4m3fn,f8e5m2,f32 ]
for i in 0 1 2; do
  check "exec float8 output $i equals JAX's bytes" cmp -s "$work/f8/output$i.npy" "$data/float8_out$i.npy"
done
run exec "$data/float8.mlir" --input "$data/float8_b.npy" --input "$data/float8_a.npy"
check "swapped float8 inputs name the argument" err_has "the program expects f8e4m3fn[4x8] but got f8e5m2[4x8]"

# A 4-bit float in and out (make_fixtures.py float4_fixtures): its '<V1' file
# takes the program's f4E2M1FN; JAX's bytes.
run exec "$data/float4.mlir" --input "$data/float4_a.npy" --input "$data/float4_b.npy" --output-dir "$work/f4" --json
check "exec float4 exits 0" rc_is 0
check "exec float4 names the dtypes" [ "$(json_field "','.join(o['dtype'] for o in d['outputs'])")" = f4e2m1fn,f32 ]
for i in 0 1; do
  check "exec float4 output $i equals JAX's bytes" cmp -s "$work/f4/output$i.npy" "$data/float4_out$i.npy"
done

# Bad input: one line on stderr, exit 2, JSON error on stdout with --json.
run exec "$data/softmax.mlir" --input "$data/softmax_w.npy" --input "$data/softmax_x.npy"
check "swapped inputs exit 2" rc_is 2
check "swapped inputs name the argument" err_has "argument 0 ($data/softmax_w.npy): the program expects bf16[8x16] but got bf16[16x4]"
check "swapped inputs one line" err_is_one_line

run exec "$data/softmax.mlir" --input "$data/truncated.npy" --input "$data/softmax_w.npy" --json
check "truncated npy exit 2" rc_is 2
check "truncated npy message" err_has "truncated .npy data"
check "truncated npy one line" err_is_one_line
check "truncated npy json status" [ "$(json_field "d['status']")" = error ]

run exec "$data/softmax.mlir" --input "$data/unsupported_complex.npy"
check "complex npy exit 2" rc_is 2
check "complex npy message" err_has "unsupported dtype '<c8'"

printf 'module { func.func public @main(%%x: tensor<4xf32>) -> tensor<4xf32> { %%0 = stablehlo.bogus %%x } }' >"$work/bad.mlir"
python3 -c "
import struct
hdr=\"{'descr': '<f4', 'fortran_order': False, 'shape': (4,), }\"; hdr += ' ' * (63 - (10 + len(hdr)) % 64) + '\n'
open('$work/x4.npy','wb').write(b'\x93NUMPY\x01\x00' + struct.pack('<H', len(hdr)) + hdr.encode() + struct.pack('<4f', 1, 2, 3, 4))"
run exec "$work/bad.mlir" --input "$work/x4.npy"
check "malformed MLIR exit 2" rc_is 2
check "malformed MLIR carries the compiler's message" err_has "stablehlo.bogus"
check "malformed MLIR one line" err_is_one_line

JAXBENCH_PLUGIN=/nonexistent/plugin.so run doctor
check "missing plugin exit 2" rc_is 2
check "missing plugin message" err_has "PJRT plugin file /nonexistent/plugin.so does not exist"
run doctor --plugin tpu
if grep -q "no tpu PJRT plugin found" "$work/err"; then
  check "missing libtpu names the package" err_has "pip install libtpu"
  check "missing libtpu one line" err_is_one_line
elif ! grep -qs 0x1ae0 /sys/bus/pci/devices/*/vendor; then  # libtpu, but no TPU (Google PCI vendor id)
  check "doctor without a TPU: compile-only smoke test passes" rc_is 0
  check "doctor without a TPU says so" out_has "compile-only (pre-flight), for v6e = TPU v6 lite"
  run doctor --plugin tpu --json
  check "doctor --json compile-only" [ "$(json_field "(d['status'], d['smoke_test']['compile_only'], d['devices'])")" = "('ok', True, [])" ]
  run run --workload 12p --plugin tpu
  check "run without a TPU exits 2" rc_is 2
  check "run without a TPU points to preflight" err_has "jaxbench preflight --target v6e"
  check "run without a TPU: one line (libtpu never loaded)" err_is_one_line
fi

# The suite: list, and run's bad input.
run list --json
check "list exits 0" rc_is 0
check "list shows 50 workloads" [ "$(json_field "len(d['workloads'])")" = 50 ]
check "list knows 12p's small GFLOP" python3 -c "import json; d=json.load(open('$work/out')); w=[x for x in d['workloads'] if x['prefix']=='12p'][0]; assert w['sizes']['small']['gflop'] > 0 and 'truth' in w['sizes']['small']['artifacts']"
run list --suite fused --json
check "fused suite has 33" [ "$(json_field "len(d['workloads'])")" = 33 ]
run run --workload RMSnorm --out "$work/r"
check "unknown workload exit 2" rc_is 2
check "unknown workload suggests the closest" err_has "closest: 12p_RMSNorm"
run run --workload 12p --size medium --out "$work/r"
check "unknown size exit 2" rc_is 2
run run --workload 12p --workload 41k --out "$work/r" --budget 0.2 --json
check "run two workloads exit 0" rc_is 0
check "run writes results.csv with JAXBench's columns" grep -q "^workload,variant,status,timing_method,median_ms" "$work/r/results.csv"
check "run reports success for both" [ "$(json_field "d['metadata']['num_succeeded']")" = 2 ]

run eval --workload 12p --candidate "$work/no_such_candidate.py" --json
check "eval of a missing file exit 2" rc_is 2
check "eval of a missing file names it" err_has "no_such_candidate.py does not exist"
check "eval of a missing file one line" err_is_one_line
run eval --workload 12p
check "eval without a candidate exit 2" rc_is 2

# A bad value: one line naming the option, the value and the valid values, exit 2.
run run --budget abc
check "run --budget abc exit 2" rc_is 2
check "run --budget abc names the valid values" err_has "jaxbench run: error: --budget: 'abc' is not a number (a time in seconds, e.g. 2)"
check "run --budget abc one line" err_is_one_line
run eval --seeds -1
check "eval --seeds -1 exit 2" rc_is 2
check "eval --seeds -1 names the valid values" err_has "jaxbench eval: error: --seeds: '-1' is not a whole number of at least 3"
check "eval --seeds -1 one line" err_is_one_line
run preflight --target v9z
check "preflight --target v9z exit 2" rc_is 2
check "preflight --target v9z names the targets" err_has "jaxbench preflight: error: --target: unknown TPU target 'v9z': use one of v4, v5e, v5p, v6e, v7"
check "preflight --target v9z one line" err_is_one_line
run preflight --size huge --json
check "preflight --size huge exit 2" rc_is 2
check "preflight --size huge names small|full" err_has "--size: 'huge' is not a size (small|full)"
check "preflight --size huge json status" [ "$(json_field "d['status']")" = error ]

# platforms: the registry as JSON, or as text.
run platforms --json
check "platforms --json exit 0" rc_is 0
check "platforms --json has the host plugin" [ "$(json_field "d['host_plugin']")" = cpu ]
run platforms
check "platforms text names the host plugin" out_has "host_plugin: cpu"

run exec --bogus-flag
check "unknown option exit 2" rc_is 2
check "unknown option named" err_has "unknown option --bogus-flag"
run frobnicate
check "unknown command exit 2" rc_is 2

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
