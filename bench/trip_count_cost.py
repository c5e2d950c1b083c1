"""What resolving a kernel's loop counts from the judge's inputs adds to a
candidate's pre-flight (issue #27: at most 20% of the pre-flight's compile).

Each candidate is pre-flighted for v6e on this TPU-less host
(`jaxbench preflight --workload W --candidate F --target v6e --json`) in a
pre-flight cache of its own (JAXBENCH_CACHE_DIR), in order, so:
  - the first one pays for making the judge's inputs on the host (the
    workload's inputs program on the CPU plugin, cut to the results the
    kernels' integer operands need; kept in the cache when small);
  - the later ones read those inputs back from the cache, as every
    candidate after the first of a workload does on a host.
Per candidate it prints the compile's wall time, what tpu_estimate.trip_counts
.seconds says the counts cost (making the inputs and probing the operands;
simulating the kernels' scalar code), and their ratio to the compile.
Give variants that differ (block sizes): an unchanged module is a cache hit.

  nice -n 10 .venv/bin/python -m bench.trip_count_cost --workload 7p CANDIDATE.py [CANDIDATE.py ...] [--cache DIR] [--json]

--cache DIR reuses a cache (the reference's and the expert kernel's compiles
kept there); its judge-inputs/ are removed first, so the first candidate
still makes them.
"""
import argparse
import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]


def preflight(jaxbench, workload, candidate, cache):
    env = dict(os.environ, JAXBENCH_CACHE_DIR=str(cache))
    command = [str(jaxbench), "preflight", "--workload", workload, "--candidate", candidate, "--target", "v6e", "--json"]
    start = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    wall = time.monotonic() - start
    try:
        report = json.loads(done.stdout)
    except json.JSONDecodeError:
        raise SystemExit(f"trip_count_cost.py: {candidate}: no JSON from jaxbench preflight: {done.stderr[-400:]}")
    module = (report.get("candidate") or {}).get("candidate") or {}
    estimate = module.get("tpu_estimate")
    if not estimate:
        raise SystemExit(f"trip_count_cost.py: {candidate}: no tpu_estimate ({module.get('status')}: "
                         f"{module.get('message', report.get('error', ''))[:300]})")
    seconds = estimate.get("trip_counts", {}).get("seconds", {})
    inputs, simulation = seconds.get("inputs", 0.0), seconds.get("simulation", 0.0)
    compile_seconds = module.get("compile_seconds", 0.0)
    return {"candidate": candidate, "inputs": estimate.get("inputs"), "unresolved": estimate.get("unresolved", []),
            "compile_s": compile_seconds, "inputs_s": inputs, "simulation_s": simulation,
            "added_fraction": (inputs + simulation) / compile_seconds if compile_seconds else None,
            "estimate_ms": estimate.get("seconds", 0) * 1e3, "wall_s": wall}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--workload", required=True)
    ap.add_argument("candidates", nargs="+")
    ap.add_argument("--jaxbench", default=str(ROOT / "build" / "jaxbench"))
    ap.add_argument("--cache", help="the pre-flight cache to use (default: a new one)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    cache = pathlib.Path(args.cache) if args.cache else pathlib.Path(tempfile.mkdtemp(prefix="jaxbench-trip-cost-"))
    shutil.rmtree(cache / "judge-inputs", ignore_errors=True)
    rows = []
    for candidate in args.candidates:
        rows.append(preflight(args.jaxbench, args.workload, candidate, cache))
        r = rows[-1]
        if not args.json:
            print(f"{pathlib.Path(candidate).name:40s} inputs={r['inputs']:5s} unresolved={len(r['unresolved'])} "
                  f"compile {r['compile_s']:7.2f} s  inputs+probes {r['inputs_s']:6.3f} s  "
                  f"simulation {r['simulation_s']:6.3f} s  added {100 * r['added_fraction']:5.1f}% "
                  f"(estimate {r['estimate_ms']:.3f} ms, wall {r['wall_s']:.0f} s)", flush=True)
    if args.json:
        print(json.dumps({"workload": args.workload, "cache": str(cache), "rows": rows}, indent=1))


if __name__ == "__main__":
    main()
