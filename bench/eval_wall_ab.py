"""Wall time of jaxbench's work before and after a change (issue #11:
"eval's wall time for a small candidate within 10% of before"; issue #44:
"no measurable slowdown: serve's warm eval and the main job").

Two builds, A (before) and B (after), do the same work, alternating A, B,
A, B, ... so that load on the machine falls on both sides alike; the ratio
B/A is the median of the per-pair ratios, with a bootstrap 95% interval
over the pairs. --mode picks the work:
  eval   one `jaxbench eval --no-timing` process per candidate (the timing
         protocol runs to a fixed budget, so it would hide the difference);
  serve  one warm `jaxbench serve` per build, each eval (timing off, no
         held-out shapes) a request to it, after two warm-up evals;
  run    the main job, `jaxbench run --suite all --size small` (the 50
         references) with a short timing budget.

Usage: .venv/bin/python -m bench.eval_wall_ab --before OLD_CHECKOUT --after NEW_CHECKOUT
           [--mode eval|serve|run] [--pairs 10] [--cold-cache] [--json]
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

from bench.lib.serve_child import Server

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
    return alternate(before, after, pairs, lambda checkout: one_eval(checkout, workload, candidate),
                     str(candidate.relative_to(after)))


def summary(label, a_times, b_times, statuses, pairs):
    ratios = [b / a for a, b in zip(a_times, b_times)]
    low, high = bootstrap_interval(ratios)
    return {"candidate": label, "before_s": statistics.median(a_times), "after_s": statistics.median(b_times),
            "ratio": statistics.median(ratios), "ratio_95": [low, high], "pairs": pairs,
            "statuses": sorted(f"{name}: {status}" for name, status in statuses)}


def one_run(checkout):
    """Seconds of the main job from `checkout`: the 50 references timed at the small size."""
    with tempfile.TemporaryDirectory() as scratch:
        env = dict(os.environ, JAXBENCH_DB=os.path.join(scratch, "results.db"))
        started = time.monotonic()
        run = subprocess.run([str(checkout / "build" / "jaxbench"), "run", "--suite", "all", "--size", "small",
                              "--budget", "0.25", "--out", os.path.join(scratch, "out")], cwd=checkout,
                             capture_output=True, text=True, env=env)
        seconds = time.monotonic() - started
    return seconds, "ok" if run.returncode == 0 else f"exit {run.returncode}"


def alternate(before, after, pairs, work, label):
    """`work(checkout)` -> (seconds, status), alternating the two builds `pairs` times."""
    times, statuses = {before: [], after: []}, set()
    for _ in range(pairs):
        for checkout in (before, after):
            seconds, status = work(checkout)
            times[checkout].append(seconds)
            statuses.add((checkout.name, status))
        print(f"  {label}: before {times[before][-1]:.3f} s, after {times[after][-1]:.3f} s", file=sys.stderr)
    return summary(label, times[before], times[after], statuses, pairs)


def measure_serve(before, after, pairs):
    """Warm evals: one server per build, requests alternating between them."""
    servers = {}
    try:
        for checkout in (before, after):
            servers[checkout] = Server(checkout / "build" / "jaxbench", "cpu", dict(os.environ))
        rows = []
        for workload, candidate in CANDIDATES:
            params = {"workload": workload, "candidate_path": str(after / candidate), "timing": False, "held_out": 0}
            for checkout in (before, after):
                for _ in range(2):
                    servers[checkout].call("eval", **params)  # warm: programs compiled, exporter started

            def one_eval_served(checkout, params=params):
                started = time.monotonic()
                verdict = servers[checkout].call("eval", **params)
                return time.monotonic() - started, verdict.get("status")

            rows.append(alternate(before, after, pairs, one_eval_served, "serve: " + candidate))
        return rows
    finally:
        for server in servers.values():
            server.close()


def measure_run(before, after, pairs):
    one_run(before), one_run(after)  # the program caches filled on both sides
    return [alternate(before, after, pairs, one_run, "run --suite all --size small")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", required=True, type=pathlib.Path)
    ap.add_argument("--after", required=True, type=pathlib.Path)
    ap.add_argument("--mode", choices=["eval", "serve", "run"], default="eval")
    ap.add_argument("--pairs", type=int, default=10)
    ap.add_argument("--cold-cache", action="store_true",
                    help="no compiled-program cache on either side: the change's own cost, without the cache's gain")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    global COLD_CACHE
    COLD_CACHE = args.cold_cache
    before, after = args.before.resolve(), args.after.resolve()
    if args.mode == "serve":
        rows = measure_serve(before, after, args.pairs)
    elif args.mode == "run":
        rows = measure_run(before, after, args.pairs)
    else:
        rows = [measure(before, after, w, c, args.pairs) for w, c in CANDIDATES]
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
