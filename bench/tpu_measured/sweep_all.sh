#!/usr/bin/env bash
# The whole sweep, one compile at a time, in the order the scorer needs it:
# v6e's sample, the 57 published modules (their rows join the leave-one-op-out
# fits), then v5e's and v7's samples (no fitted constants yet: their dumps and
# cost analyses are kept for later), then every other v6e record of the wheel
# (2352 in all; about 9 hours at 4 a minute on this host). Each step is resumable; a step already
# done costs a few seconds. Run it in the background from the repository root:
#   setsid nohup bench/tpu_measured/sweep_all.sh > /work/tpu_measured_cache/sweep_all.log 2>&1 &
# With a PID as its argument it first waits for that process (a sweep already running) to end.
# The records bench/tpu_measured/counts/<target>.json holds (another host's) are skipped, and after each target
# what this host swept is added to that file (score.py --save-counts): commit it, and the next host goes on.
set -u
cd "$(dirname "$0")/../.."
CACHE=/work/tpu_measured_cache
PY=bench/tpu_measured/.venv/bin/python
KEPT=bench/tpu_measured/counts
if [ $# -gt 0 ]; then
  while kill -0 "$1" 2>/dev/null; do sleep 30; done
fi
step() { echo "== $(date -u +%FT%TZ) $*"; }
counted() { [ -f "$KEPT/$1.json" ] && echo "--counted $KEPT/$1.json"; }
keep() {  # $1: target; the rest: score.py's other arguments
  local target=$1; shift
  $PY -m bench.tpu_measured.score --target "$target" --no-refit --save-counts "$KEPT/$target.json" "$@" > /dev/null
}
mkdir -p "$CACHE/v6e" "$CACHE/v5e" "$CACHE/v7" "$CACHE/published57" "$KEPT"
step "v6e sample"
$PY -m bench.tpu_measured.sweep --target v6e $(counted v6e) >> "$CACHE/v6e/sweep.log" 2>&1
step "the 57 published modules (bench/collect_preflight_v6e.py)"
nice -n 19 .venv/bin/python -m bench.collect_preflight_v6e "$CACHE/published57" --jobs 1 --timeout 1200 \
  >> "$CACHE/published57/collect.log" 2>&1
keep v6e --published-preflight "$CACHE/published57/preflight.json"
step "v5e: every record"
$PY -m bench.tpu_measured.sweep --target v5e $(counted v5e) >> "$CACHE/v5e/sweep.log" 2>&1
keep v5e
step "v7 sample"
$PY -m bench.tpu_measured.sweep --target v7 $(counted v7) >> "$CACHE/v7/sweep.log" 2>&1
keep v7
step "v6e: every record"
$PY -m bench.tpu_measured.sweep --target v6e --all >> "$CACHE/v6e/sweep_all_records.log" 2>&1
step "done"
