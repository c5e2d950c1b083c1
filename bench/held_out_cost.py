"""What held-out shapes add to the wall time of one evaluation (issue #30: at most
+30% at small size), `jaxbench eval` (cold: one process per candidate) and a warm
`jaxbench serve` eval, before (--held-out 0, the same binary) and after (the
default 2 shapes), in the same run: the two alternate, so load on the machine
falls on both alike. Default settings otherwise (timing on, its 10 s budget);
--no-timing measures correctness only, where the public verdict costs least and
the held-out shapes' share is largest.

Usage: .venv/bin/python -m bench.held_out_cost [--reps 3] [--no-timing] [--workloads 12p 36k 41k] [--judges cold warm]
                              [--think SECONDS] [--json]
Prints a Markdown table (median seconds, ratio after/before) for docs/bench/cpu.md.
The warm serve prepares each next eval's held-out shapes while idle
(judge/held_out_prefetch.h): here during the --held-out 0 eval that runs
between two --held-out 2 ones, as during an agent's thinking in a loop; the
last column counts the evals that found their shapes prepared. --think S
waits S seconds before each warm eval, outside the times measured: an
agent's turn between two evals, in which the server is idle.
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

from tests.serve.serve_client import Served

ROOT = pathlib.Path(__file__).resolve().parents[1]

CANDIDATES = {"12p": "examples/candidates/12p_RMSNorm/correct_reassociated.py",
              "36k": "examples/candidates/36k_Matmul_Sigmoid_Sum/correct_f32_sum.py",
              "41k": "examples/candidates/41k_Gemm_Add_ReLU/correct_fused_f32.py"}


def cold_eval(workload, held_out, timing):
    args = [str(ROOT / "build" / "jaxbench"), "eval", "--workload", workload, "--candidate",
            str(ROOT / CANDIDATES[workload]), "--json", "--no-store", "--held-out", str(held_out)]
    started = time.monotonic()
    run = subprocess.run(args + ([] if timing else ["--no-timing"]), capture_output=True, text=True)
    seconds = time.monotonic() - started
    verdict = json.loads(run.stdout)
    if verdict["status"] != "correct":
        raise SystemExit(f"{workload}: {verdict['status']}: {verdict['message'][:300]}")
    return seconds, verdict


def warm_eval(served, workload, held_out, timing, think=0.0):
    time.sleep(think)
    started = time.monotonic()
    verdict = served.call("eval", workload=workload, candidate_path=str(ROOT / CANDIDATES[workload]),
                          held_out=held_out, timing=timing)["result"]
    seconds = time.monotonic() - started
    if verdict["status"] != "correct":
        raise SystemExit(f"{workload}: {verdict['status']}: {verdict['message'][:300]}")
    return seconds, verdict


def measure(run, reps):
    """{held_out: [seconds]} and the last after-verdict's phases, alternating before/after."""
    times = {0: [], 2: []}
    phases = {"prepared_ahead": 0}
    for _ in range(reps):
        for held_out in (0, 2):
            seconds, verdict = run(held_out)
            times[held_out].append(seconds)
            if held_out:
                prepared = phases["prepared_ahead"] + bool((verdict.get("held_out") or {}).get("prepared_ahead"))
                phases = dict(verdict.get("phases_s", {}), prepared_ahead=prepared)
    return times, phases


def row(label, workload, times, phases):
    before, after = statistics.median(times[0]), statistics.median(times[2])
    return {"judge": label, "workload": workload, "before_s": round(before, 3), "after_s": round(after, 3),
            "ratio": round(after / before, 3), "held_out_s": round(phases.get("held_out", 0.0), 3),
            "export_wait_s": round(phases.get("held_out_export_wait", 0.0), 3),
            "prepared_ahead": phases["prepared_ahead"], "reps": len(times[2])}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--no-timing", action="store_true")
    ap.add_argument("--workloads", nargs="+", default=list(CANDIDATES))
    ap.add_argument("--judges", nargs="+", choices=("cold", "warm"), default=["cold", "warm"])
    ap.add_argument("--think", type=float, default=0.0, help="idle seconds before each warm eval (not timed)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    timing = not args.no_timing
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        os.environ.setdefault("JAXBENCH_CACHE_DIR", os.path.join(scratch, "cache"))
        for workload in args.workloads:
            cold_eval(workload, 2, False)  # fills the program caches both sides use
            if "cold" in args.judges:
                times, phases = measure(lambda h: cold_eval(workload, h, timing), args.reps)
                rows.append(row("eval (cold)", workload, times, phases))
            if "warm" in args.judges:
                served = Served(str(ROOT / "build" / "jaxbench"))
                warm_eval(served, workload, 2, False)  # the zygote and the suite's programs, warm
                times, phases = measure(lambda h: warm_eval(served, workload, h, timing, args.think), args.reps)
                served.close()
                rows.append(row(f"serve (warm{f', {args.think:g} s between evals' if args.think else ''})",
                                workload, times, phases))
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    print(f"timing {'on (budget 10 s)' if timing else 'off'}, median of {args.reps}\n")
    print("| judge | workload | --held-out 0 s | --held-out 2 s | ratio | held-out stage s | of it, waiting for exports s "
          "| shapes prepared ahead |")
    print("|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r['judge']} | {r['workload']} | {r['before_s']:.2f} | {r['after_s']:.2f} | {r['ratio']:.2f}× | "
              f"{r['held_out_s']:.2f} | {r['export_wait_s']:.2f} | {r['prepared_ahead']} of {r['reps']} evals |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
