#!/usr/bin/env bash
# Run on the device through h200_check.sh (its set-up: build/, .venv, PATH):
#   H200_CHECK_STEPS=extra H200_CHECK_EXTRA="bash tools/device/experiments/gpu_autotune_off.sh" bash tools/device/h200_check.sh
# (PLUGIN=cpu SIZE=small for a dry run here.) Results: docs/bench/gpu.md.
# Where a cold eval's suite compile goes on the GPU: XLA GPU's autotuning on or off,
# each with an empty program cache; then `run` (reference and inputs only) for scale.
c=examples/candidates/41k_Gemm_Add_ReLU/correct_fused_f32.py
export JAXBENCH_CACHE_DIR=$(mktemp -d)
for flags in "" "--xla_gpu_autotune_level=0" ""; do
  rm -rf "$JAXBENCH_CACHE_DIR"/*
  s=$SECONDS
  XLA_FLAGS=$flags build/jaxbench eval --workload 41k --candidate $c --size ${SIZE:-full} --plugin ${PLUGIN:-cuda} \
    --held-out 0 --budget 1 --json >/tmp/e.json 2>/tmp/e.err
  python3 -c "import json,sys; d=json.load(open('/tmp/e.json')); print(repr(sys.argv[1]), d['status'], {k: round(v,2) for k,v in d['phases_s'].items()})" "$flags"
  echo "wall $((SECONDS - s)) s"
done
rm -rf "$JAXBENCH_CACHE_DIR"/*
build/jaxbench run --workload 41k --size ${SIZE:-full} --plugin ${PLUGIN:-cuda} --budget 1 --no-store --json |
  python3 -c "import json,sys; r=json.load(sys.stdin)['results'][0]; print('run: reference compile ms', r['compile_ms'], 'inputs ms', r['input_ms'])"
