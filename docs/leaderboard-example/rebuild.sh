#!/usr/bin/env bash
# Rebuilds docs/leaderboard-example/ from real CPU runs: two agents judge
# kernels of the candidate library through `jaxbench serve` (each names
# itself with --agent), `jaxbench verify --all` re-judges the best kernel of
# each with fresh secret seeds, and `jaxbench leaderboard` publishes what
# verified: the static site, its Markdown and JSON, and a screenshot taken by
# headless Chromium.
# Usage: docs/leaderboard-example/rebuild.sh [JAXBENCH]   (default build/jaxbench)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
jaxbench=${1:-$root/build/jaxbench}
out=$root/docs/leaderboard-example
library=$root/examples/candidates
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db=$work/example.db

# One eval request a line for `serve`: WORKLOAD FILE pairs on stdin.
requests() {
  local id=0 workload file
  while read -r workload file; do
    id=$((id + 1))
    printf '{"id": %d, "method": "eval", "params": {"workload": "%s", "candidate_path": "%s", "size": "small"}}\n' \
      "$id" "$workload" "$library/$file"
  done
}

judge_as() {
  local agent=$1 model=$2
  echo "rebuild: $agent judges its kernels through serve" >&2
  requests | "$jaxbench" serve --db "$db" --agent "$agent" --model "$model" >"$work/$agent.jsonl"
}

judge_as careful-agent example-model-a <<'LIST'
12p 12p_RMSNorm/correct_reassociated.py
12p 12p_RMSNorm/correct_pallas.py
1p 1p_Flash_Attention/correct_chunked_online_softmax.py
18k 18k_Conv2D_ReLU_BiasAdd/correct_nhwc.py
29k 29k_Matmul_Swish_Sum_GroupNorm/correct_fused.py
36k 36k_Matmul_Sigmoid_Sum/correct_f32_sum.py
41k 41k_Gemm_Add_ReLU/correct_fused_f32.py
6p 6p_Paged_Attention/correct_per_sequence_gather.py
LIST

judge_as hasty-agent example-model-b <<'LIST'
12p 12p_RMSNorm/wrong_epsilon.py
12p 12p_RMSNorm/correct_reassociated.py
1p 1p_Flash_Attention/mask_off_by_one.py
18k 18k_Conv2D_ReLU_BiasAdd/drops_final_bias.py
36k 36k_Matmul_Sigmoid_Sum/bf16_accumulation.py
41k 41k_Gemm_Add_ReLU/reference_copy.py
41k 41k_Gemm_Add_ReLU/drops_bias.py
LIST

echo "rebuild: verify --all" >&2
"$jaxbench" verify --all --db "$db" || true  # a kernel that does not verify is shown, not fatal here
rm -rf "$out/site"
"$jaxbench" leaderboard --db "$db" --html "$out/site"
"$jaxbench" leaderboard --db "$db" --markdown >"$out/leaderboard.md"
"$jaxbench" leaderboard --db "$db" --json >"$out/leaderboard.json"
if command -v chromium >/dev/null; then
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=1280,1000 \
    --screenshot="$out/leaderboard.png" "file://$out/site/index.html" 2>/dev/null
fi
echo "rebuild: wrote $out (site/index.html, leaderboard.md, leaderboard.json, leaderboard.png)" >&2
