"""Wall time of one `jaxbench eval` before and after a change (issue #11:
"eval's wall time for a small candidate within 10% of before").

Two builds, A (before) and B (after), judge the same small candidates with
`--no-timing` (the timing protocol runs to a fixed budget, so it would hide
the difference). Runs alternate A, B, A, B, ... so that load on the machine
falls on both sides alike; the ratio B/A is the median of the per-pair
ratios, with a bootstrap 95% interval over the pairs.

Usage: .venv/bin/python -m bench.eval_wall_ab --before OLD_CHECKOUT --after NEW_CHECKOUT [--pairs 10] [--cold-cache] [--json]
Each checkout must hold build/jaxbench and .venv (./setup.sh).
"""
import argparse
import json
import os
import pathlib
import random
import statistics
import subprocess
import sys
import tempfile
import time

CANDIDATES = [("12p", "examples/candidates/12p_RMSNorm/correct_reassociated.py"),
              ("12p", "tests/data/candidates/rmsnorm_big_loop.mlir")]


COLD_CACHE = False  # --cold-cache: every run compiles the suite's programs afresh (no disk cache)


def one_eval(checkout, workload, candidate):
    """Seconds of one eval run from `checkout` (its own binary, workloads and exporter) of the file `candidate`."""
    with tempfile.TemporaryDirectory() as scratch:
        # A store of its own (an older build ignores it); with --cold-cache, an empty program cache.
        env = dict(os.environ, JAXBENCH_DB=os.path.join(scratch, "results.db"))
        if COLD_CACHE:
            env["JAXBENCH_CACHE_DIR"] = os.path.join(scratch, "cache")
        started = time.monotonic()
        run = subprocess.run([str(checkout / "build" / "jaxbench"), "eval", "--workload", workload, "--candidate",
                              str(candidate), "--no-timing", "--json"], cwd=checkout, capture_output=True, text=True,
                             env=env)
        seconds = time.monotonic() - started
    status = json.loads(run.stdout).get("status") if run.stdout.strip().startswith("{") else None
    if status is None:
        raise SystemExit(f"{checkout}: eval of {candidate} printed no verdict: {run.stderr[-400:]}")
    return seconds, status


def bootstrap_interval(ratios, rounds=2000):
    medians = sorted(statistics.median(random.choices(ratios, k=len(ratios))) for _ in range(rounds))
    return medians[int(0.025 * rounds)], medians[int(0.975 * rounds) - 1]


def measure(before, after, workload, candidate, pairs):
    candidate = after / candidate  # the same file for both (the older checkout may not have it)
    one_eval(before, workload, candidate), one_eval(after, workload, candidate)  # warm the OS's file cache
    a_times, b_times, statuses = [], [], set()
    for _ in range(pairs):
        for checkout, times in ((before, a_times), (after, b_times)):
            seconds, status = one_eval(checkout, workload, candidate)
            times.append(seconds)
            statuses.add((checkout.name, status))
        print(f"  {candidate}: before {a_times[-1]:.2f} s, after {b_times[-1]:.2f} s", file=sys.stderr)
    ratios = [b / a for a, b in zip(a_times, b_times)]
    low, high = bootstrap_interval(ratios)
    return {"candidate": str(candidate.relative_to(after)), "before_s": statistics.median(a_times), "after_s": statistics.median(b_times),
            "ratio": statistics.median(ratios), "ratio_95": [low, high], "pairs": pairs,
            "statuses": sorted(f"{name}: {status}" for name, status in statuses)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", required=True, type=pathlib.Path)
    ap.add_argument("--after", required=True, type=pathlib.Path)
    ap.add_argument("--pairs", type=int, default=10)
    ap.add_argument("--cold-cache", action="store_true",
                    help="no compiled-program cache on either side: the change's own cost, without the cache's gain")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    global COLD_CACHE
    COLD_CACHE = args.cold_cache
    rows = [measure(args.before.resolve(), args.after.resolve(), w, c, args.pairs) for w, c in CANDIDATES]
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print("| candidate | before s | after s | after/before (95% CI) | verdicts |")
    print("|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['candidate']} | {r['before_s']:.2f} | {r['after_s']:.2f} | {r['ratio']:.3f} "
              f"({r['ratio_95'][0]:.3f}-{r['ratio_95'][1]:.3f}) | {'; '.join(r['statuses'])} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
