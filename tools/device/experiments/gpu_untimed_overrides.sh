#!/usr/bin/env bash
# Run on the device through h200_check.sh (its set-up: build/, .venv, PATH):
#   H200_CHECK_STEPS=extra H200_CHECK_EXTRA="bash tools/device/experiments/gpu_untimed_overrides.sh" bash tools/device/h200_check.sh
# (PLUGIN=cpu SIZE=small for a dry run here.) Results: docs/bench/gpu.md.
# After the untimed programs' overrides: the runtime tests that cover them on cuda,
# then a cold eval of 41k at full without and with held-out shapes (empty caches).
JAXBENCH_PLUGIN=${PLUGIN:-cuda} build/tests/plugin_tests --gtest_filter='Execute.*:ProgramCache*' 2>&1 | grep -E "^\[  (PASSED|FAILED) |OK \] Execute.Compile|FAILED  \]"
c=examples/candidates/41k_Gemm_Add_ReLU/correct_fused_f32.py
for held in 0 2; do
  export JAXBENCH_CACHE_DIR=$(mktemp -d)
  s=$SECONDS
  build/jaxbench eval --workload 41k --candidate $c --size ${SIZE:-full} --plugin ${PLUGIN:-cuda} --held-out $held \
    --budget 1 --json >/tmp/e.json 2>/tmp/e.err
  python3 -c "import json,sys; d=json.load(open('/tmp/e.json')); print('held_out', sys.argv[1], d['status'], d['timing'].get('speedup'), {k: round(v,2) for k,v in d['phases_s'].items()}); [print('  shape', x['status'], {k: round(v,2) for k,v in x['phases_s'].items()}) for x in d.get('held_out',{}).get('shapes',[])]" "$held"
  echo "wall $((SECONDS - s)) s"
done
