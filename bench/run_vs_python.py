"""A whole `jaxbench run` against JAXBench's runner protocol in Python, cold
and warm, measured side by side in one run on this machine (issue #31).

  .venv/bin/python -m bench.run_vs_python [--repeats 3] [--only ID ...] [--size small] [--suite all|levels] [--json]
  (prints a Markdown table; --suite levels: the levels tier, `run --suite levels` against the peer over
  workloads/levels)

Each repetition, in this order, so drift on the host falls on every row alike:
  jaxbench cold   `jaxbench run --suite all` with JAXBENCH_CACHE_DIR a fresh,
                  empty folder: every program compiled (a newcomer's first run);
  jaxbench warm   the same command again on that folder: every executable
                  loaded from the disk cache (every later run);
  Python          .venv/bin/python -m bench.lib.python_peer suite: import JAX, then per workload jit
                  make_inputs (mode 0, one seed) and the reference, 5 warm-up
                  and 50 timed calls, median (JAXBench's run protocol);
  Python, cached  the same with JAX's persistent compilation cache holding
                  every compile (filled by a run before): JAX's stack at its
                  fastest, as jaxbench's warm row has its disk cache.
Every row is the wall time of a fresh process, launch to exit. Each number is
the median over the repetitions; `load` is the host's 1-minute load average
when the row started (os.getloadavg), so a reader can tell a quiet run from a
busy one. The ratios are jaxbench's over the Python rows'.
"""
import argparse
import json
import os
import pathlib
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from bench.lib.peer import peer_command

ROOT = pathlib.Path(__file__).resolve().parents[1]
JAXBENCH = ROOT / "build" / "jaxbench"
ENV = dict(os.environ, JAX_PLATFORMS="cpu")
SUITE_ROOTS = {"all": ROOT / "workloads", "levels": ROOT / "workloads" / "levels"}


def log(text):
    print(text, file=sys.stderr, flush=True)


def jaxbench_run(cache, size, only, suite="all"):
    names = [arg for w in only for arg in ("--workload", w)] if only else ["--suite", suite]
    out = tempfile.mkdtemp(prefix="jaxbench-run-bench-")
    env = dict(ENV, JAXBENCH_CACHE_DIR=str(cache), JAXBENCH_PLUGIN="cpu")
    # A real run records its results: a fresh store of its own (--db), so the
    # row pays for recording as a user's run does and the shared store stays clean.
    db = pathlib.Path(out) / "results.db"
    load = os.getloadavg()[0]
    start = time.perf_counter()
    run = subprocess.run([str(JAXBENCH), "run", "--size", size, "--out", out, "--db", str(db), "--json"] + names,
                         capture_output=True, text=True, env=env)
    wall = time.perf_counter() - start
    shutil.rmtree(out, ignore_errors=True)
    document = json.loads(run.stdout) if run.stdout.startswith("{") else {}
    results = document.get("results", [])
    if run.returncode != 0 or not results:
        raise SystemExit(f"jaxbench run exited {run.returncode}: {run.stderr.strip()[-300:]}")
    # Where the wall time went: making inputs (the inputs program's compile or
    # load, and its run), the reference's compile or load, the timed calls
    # (warm-ups and timed calls at their mean), and the rest (process start,
    # plugin load, reading the suite, recording, writing the reports).
    timing = sum((r["num_warmup"] + r["num_iters"]) * (r["mean_ms"] or 0) for r in results) / 1e3
    inputs = sum(r["input_ms"] for r in results) / 1e3
    compiled = sum(r["compile_ms"] for r in results) / 1e3
    return {"wall_s": wall, "load": load, "inputs_s": inputs, "compile_s": compiled, "timing_s": timing,
            "rest_s": wall - inputs - compiled - timing, "workloads": len(results),
            "failed": sum(r["status"] != "success" for r in results),
            "program_cache": document.get("metadata", {}).get("program_cache", {})}


def peer_run(size, only, compilation_cache=None, suite="all"):
    # The peer is not the judge: none of jaxbench's own variables.
    env = {k: v for k, v in ENV.items() if not k.startswith("JAXBENCH_")}
    arguments = ["suite", "--size", size, "--workloads-root", str(SUITE_ROOTS[suite])] + (["--only"] + only if only else [])
    if compilation_cache:
        arguments += ["--compilation-cache", str(compilation_cache)]
    load = os.getloadavg()[0]
    start = time.perf_counter()
    run = subprocess.run(peer_command(*arguments), capture_output=True, text=True, env=env, cwd=ROOT)
    wall = time.perf_counter() - start
    if run.returncode != 0:
        raise SystemExit(f"python_peer suite exited {run.returncode}: {run.stderr.strip()[-300:]}")
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    rows = [line for line in lines if "workload" in line]
    return {"wall_s": wall, "load": load, "inputs_s": sum(r["inputs_s"] for r in rows),
            "compile_s": sum(r["compile_s"] for r in rows), "timing_s": sum(r["timing_s"] for r in rows),
            "rest_s": wall - sum(r["inputs_s"] + r["compile_s"] + r["timing_s"] for r in rows),
            "workloads": len(rows)}


def repetition(size, only, jax_cache, suite):
    cache = pathlib.Path(tempfile.mkdtemp(prefix="jaxbench-run-bench-cache-"))
    try:
        log("jaxbench, cold cache")
        cold = jaxbench_run(cache, size, only, suite)
        log("jaxbench, warm cache")
        warm = jaxbench_run(cache, size, only, suite)
    finally:
        shutil.rmtree(cache, ignore_errors=True)
    log("Python")
    python = peer_run(size, only, suite=suite)
    log("Python, JAX's compilation cache warm")
    cached = peer_run(size, only, jax_cache, suite)
    return {"jaxbench_cold": cold, "jaxbench_warm": warm, "python": python, "python_cached": cached}


def medians(samples):
    out = {}
    for row in samples[0]:
        values = [s[row] for s in samples]
        out[row] = {k: statistics.median(v[k] for v in values) for k in values[0] if isinstance(values[0][k], (int, float))}
        out[row]["runs_wall_s"] = [round(v["wall_s"], 1) for v in values]
        out[row]["runs_load"] = [round(v["load"], 1) for v in values]
    return out


def markdown(results):
    rows = results["rows"]
    python, cached = rows["python"]["wall_s"], rows["python_cached"]["wall_s"]
    lines = ["| run | wall s (median) | each run s | load at start | inputs s | compile s | timed calls s | "
             "rest s | vs Python | vs Python, cached |", "|---|---|---|---|---|---|---|---|---|---|"]
    labels = (("jaxbench_cold", "jaxbench, cold cache"), ("jaxbench_warm", "jaxbench, warm cache"),
              ("python", "Python, JAXBench's protocol"), ("python_cached", "Python, JAX's compilation cache warm"))
    for key, label in labels:
        r = rows[key]
        each = ", ".join(f"{w:.1f}" for w in r["runs_wall_s"])
        loads = ", ".join(f"{x:.1f}" for x in r["runs_load"])
        lines.append(f"| {label} | {r['wall_s']:.1f} | {each} | {loads} | {r['inputs_s']:.1f} | {r['compile_s']:.1f} | "
                     f"{r['timing_s']:.1f} | {r['rest_s']:.1f} | "
                     f"{r['wall_s'] / python:.2f}× | {r['wall_s'] / cached:.2f}× |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--only", nargs="*", default=[], help="workload ids (default: all 50)")
    ap.add_argument("--size", default="small")
    ap.add_argument("--suite", choices=sorted(SUITE_ROOTS), default="all", help="the 50 (all) or the levels tier")
    ap.add_argument("--json", action="store_true", help="the raw rows as JSON (default: the Markdown table)")
    args = ap.parse_args()
    if not JAXBENCH.exists():
        raise SystemExit(f"run_vs_python.py: {JAXBENCH} is missing (build it: ./setup.sh)")
    jax_cache = pathlib.Path(tempfile.mkdtemp(prefix="jaxbench-run-bench-jax-cache-"))
    try:
        log("filling JAX's compilation cache")
        peer_run(args.size, args.only, jax_cache, args.suite)
        samples = []
        for r in range(args.repeats):
            log(f"repetition {r + 1}/{args.repeats}")
            samples.append(repetition(args.size, args.only, jax_cache, args.suite))
    finally:
        shutil.rmtree(jax_cache, ignore_errors=True)
    commit = subprocess.check_output(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], text=True).strip()
    results = {"commit": commit, "machine": f"{platform.machine()}, {os.cpu_count()} cores", "size": args.size,
               "workloads": args.only or args.suite, "repeats": args.repeats, "rows": medians(samples)}
    print(json.dumps(results, indent=1) if args.json else markdown(results))


if __name__ == "__main__":
    main()
