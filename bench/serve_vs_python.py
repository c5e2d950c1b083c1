"""jaxbench's warm judge against its Python/JAX peer (bench/lib/python_peer.py),
measured side by side in one run on this machine. Installs nothing beyond
./setup.sh; builds bench/timing_bench.cpp into build/ if it is missing.

  .venv/bin/python -m bench.serve_vs_python [--repeats 3] [--quick] [--sections 1,2,3,4,5] [--held-out N]
                           [--write docs/bench/cpu.md] [--json]

Sections (each number the median over --repeats repetitions):
  1 per-candidate cost, cold (first candidate of a fresh judge) and warm (later
    candidates of the same judge), for three small workloads: `jaxbench serve`
    (checking serve's default held-out shapes, or --held-out N) vs one warm
    Python process vs one Python process per candidate (the peers never check
    held-out shapes);
  2 dispatch overhead of a program that returns its argument;
  3 the 50 references at size small: `jaxbench run` vs JAXBench's run protocol;
  4 the CV of a reference's median over 10 repeats (5 workloads), and how often
    planted changes of 1, 2, 5 and 0% less work are classed FASTER;
  5 peak resident memory of one judge judging 20 candidates.
"""
import argparse
import json
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import time

from bench.lib.peer import benign_candidates, peer_command
from bench.lib.serve_child import Server
from bench.lib.serve_vs_python_markdown import render

ROOT = pathlib.Path(__file__).resolve().parents[1]
JAXBENCH = ROOT / "build" / "jaxbench"
TIMING_BENCH = ROOT / "build" / "bench" / "jaxbench-timing-bench"
WORKLOADS = {"12p": "12p_RMSNorm", "36k": "36k_Matmul_Sigmoid_Sum", "41k": "41k_Gemm_Add_ReLU"}
CV_WORKLOADS = ["12p", "36k", "41k", "18k", "1p"]
ENV = dict(os.environ, JAX_PLATFORMS="cpu")
SIZE = "small"  # --size
PLUGIN = "cpu"  # --plugin: jaxbench's plugin; the peer's JAX_PLATFORMS
HELD_OUT = None  # --held-out: section 1's serve evals; None = serve's default


def log(text):
    print(text, file=sys.stderr, flush=True)


def candidates_of(workload, count):
    """Correct candidates first (the warm path judges them through), then wrong ones."""
    files = [p for w, p in benign_candidates() if w == workload]
    return sorted(files, key=lambda p: not pathlib.Path(p).name.startswith("correct"))[:count]


def overhead(verdict):
    """The request's phases (timing is off), and the kernel runs on its
    critical path: the candidate's runs, and the wait for the input sets and
    the trusted outputs prepared beside the export and compile."""
    phases = verdict.get("phases_s", {})
    row = {k: phases.get(k, 0.0) for k in ("export", "compile", "correctness")}
    row["execute_s"] = phases.get("correctness_candidate_runs", 0.0) + phases.get("correctness_prepared_wait", 0.0)
    return row


def serve_costs(workload, files):
    server = Server(JAXBENCH, PLUGIN, ENV)
    rows = []
    # --held-out: the held-out shapes serve's eval checks (absent: serve's default).
    held_out = {} if HELD_OUT is None else {"held_out": HELD_OUT}
    for path in files:
        start = time.perf_counter()
        verdict = server.call("eval", workload=workload, candidate_path=path, size=SIZE, timing=False, **held_out)
        row = overhead(verdict)
        row["wall_s"] = time.perf_counter() - start
        row["overhead_s"] = row["wall_s"] - row["execute_s"]
        row["status"] = verdict["status"]
        rows.append(row)
    server.close()
    return rows


def peer_lines(arguments):
    # The peer is not the judge: none of jaxbench's own variables (a library
    # candidate exits on seeing them, as it would on a judge's secrets).
    env = {k: v for k, v in ENV.items() if not k.startswith("JAXBENCH_")}
    run = subprocess.run(peer_command(*arguments), capture_output=True, text=True, env=env, cwd=ROOT)
    if run.returncode != 0:
        tail = " | ".join(run.stderr.strip().splitlines()[-3:])
        raise ValueError(f"python_peer {arguments[0]} exited {run.returncode}: {tail}")
    return [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]


def peer_costs(workload, files, all_sets=False):
    rows = []
    extra = ["--all-sets"] if all_sets else []
    for line in peer_lines(["judge", "--workload", workload, "--size", SIZE, "--candidate"] + files + extra):
        wall = line["total_s"] - line.get("timing_s", 0)
        rows.append({"export": line.get("import_s", 0) + line.get("trace_s", 0), "compile": line.get("compile_s", 0),
                     "correctness": line.get("correctness_s", 0), "execute_s": line.get("execute_s", 0),
                     "wall_s": wall, "overhead_s": wall - line.get("execute_s", 0)})
    return rows


def per_process_cost(workload, path):
    start = time.perf_counter()
    line = peer_lines(["judge", "--workload", workload, "--size", SIZE, "--candidate", path])[-1]
    return time.perf_counter() - start - line.get("timing_s", 0) - line.get("execute_s", 0)


def section_costs(repeats, count):
    table = {}
    for workload in WORKLOADS:
        files = candidates_of(workload, count)
        samples = {"serve": [], "python_loop": [], "python_loop_all_sets": [], "python_process": []}
        for r in range(repeats):
            log(f"costs {workload}: repeat {r + 1}/{repeats}")
            samples["serve"].append(serve_costs(workload, files))
            samples["python_loop"].append(peer_costs(workload, files))
            samples["python_loop_all_sets"].append(peer_costs(workload, files, all_sets=True))
            samples["python_process"].append([{"wall_s": per_process_cost(workload, files[1])}])
        table[workload] = summarise_costs(samples)
    return table


def summarise_costs(samples):
    out = {}
    for side, runs in samples.items():
        cold = [run[0] for run in runs]
        warm = [row for run in runs for row in run[1:]] or cold
        out[side] = {"cold": median_row(cold), "warm": median_row(warm)}
    return out


def median_row(rows):
    keys = [k for k in rows[0] if isinstance(rows[0][k], (int, float))]
    return {k: statistics.median(row[k] for row in rows) for k in keys}


def timed(command):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV, cwd=ROOT)
    return time.perf_counter() - start


def section_dispatch(repeats):
    ours = [json.loads(subprocess.check_output([str(TIMING_BENCH), "dispatch"], env=ENV))["median_ms"]
            for _ in range(repeats)]
    theirs = [peer_lines(["dispatch"])[-1]["median_ms"] for _ in range(repeats)]
    return {"jaxbench_ms": statistics.median(ours), "python_ms": statistics.median(theirs)}


def section_suite(repeats, only):
    names = [arg for w in only for arg in ("--workload", w)] if only else ["--suite", "all"]
    ours = [timed([str(JAXBENCH), "run", "--size", SIZE, "--out", "/tmp/jaxbench-bench-results", "--no-store"] + names)
            for _ in range(repeats)]
    peer = ["suite", "--size", SIZE] + (["--only"] + only if only else [])
    theirs = [timed(peer_command(*peer)) for _ in range(repeats)]
    # JAX's stack at its fastest: its persistent compilation cache, filled by a first run.
    cache = ["--compilation-cache", "/tmp/jaxbench-bench-jax-cache"]
    timed(peer_command(*peer) + cache)
    cached = [timed(peer_command(*peer) + cache) for _ in range(repeats)]
    return {"jaxbench_s": statistics.median(ours), "python_s": statistics.median(theirs),
            "python_cached_s": statistics.median(cached), "workloads": only or "all"}


def section_precision(workloads, repeats_of_median):
    rows = {}
    server = Server(JAXBENCH, PLUGIN, ENV)
    for workload in workloads:
        log(f"precision {workload}")
        medians = [server.call("run", workload=workload, size=SIZE)["median_ms"]
                   for _ in range(repeats_of_median)]
        theirs = peer_lines(["repeat", "--workload", workload, "--size", SIZE, "--repeats", str(repeats_of_median)])[-1]
        rows[workload] = {"jaxbench_cv": statistics.stdev(medians) / statistics.mean(medians),
                          "python_cv": theirs["cv"]}
    server.close()
    return rows


def section_detection(repeats, budget):
    rows = {}
    for less in (0.0, 0.01, 0.02, 0.05):
        log(f"detection {less:.0%}")
        ours = json.loads(subprocess.check_output([str(TIMING_BENCH), "detect", str(less), str(repeats), str(budget)],
                                                  env=ENV, stderr=subprocess.DEVNULL))
        theirs = peer_lines(["detect", str(less), str(repeats)])[-1]
        rows[f"{less:.0%}"] = {"jaxbench": ours["classes"], "python_faster": theirs["faster"], "repeats": repeats,
                               "true_less_work": ours.get("true_less_work", less),
                               "budget_s": budget, "speedups": ours["speedups"]}
    return rows


def section_memory(count):
    files = benign_candidates()[:count]
    server = Server(JAXBENCH, PLUGIN, ENV)
    for workload, path in files:
        server.call("eval", workload=workload, candidate_path=path, size=SIZE, timing=False)
    ours = server.peak_rss_mb()
    server.close()
    theirs = 0.0
    for workload in sorted({w for w, _ in files}):
        group = [p for w, p in files if w == workload]
        line = peer_lines(["judge", "--workload", workload, "--size", SIZE, "--candidate"] + group)[-1]
        theirs = max(theirs, line["peak_rss_mb"])
    return {"jaxbench_mb": ours, "python_mb": theirs, "candidates": len(files)}


def ensure_timing_bench():
    if TIMING_BENCH.exists():
        return
    subprocess.run(["cmake", "-S", str(ROOT), "-B", str(ROOT / "build"), "-DJAXBENCH_BUILD_BENCH=ON"], check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(["cmake", "--build", str(ROOT / "build"), "--target", "jaxbench-timing-bench", "-j2"], check=True,
                   stdout=subprocess.DEVNULL)


def machine():
    cores = os.cpu_count()
    memory = os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30
    return f"{platform.processor() or platform.machine()}, {cores} cores, {memory:.0f} GiB, {platform.platform()}"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--quick", action="store_true", help="5 workloads for section 3, fewer detection runs")
    ap.add_argument("--write", help="write the Markdown table to this file")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--plugin", default="cpu", help="cpu or cuda (the peer's JAX_PLATFORMS follows)")
    ap.add_argument("--size", default="small")
    ap.add_argument("--sections", default="1,2,3,4,5", help="which sections to run")
    ap.add_argument("--held-out", type=int, help="held-out shapes each of section 1's serve evals checks "
                    "(default: serve's own; 0: the public shape only, as the Python peers check)")
    ap.add_argument("--detect-repeats", type=int, help="runs per planted change in 4b (default 20, 5 with --quick)")
    ap.add_argument("--detect-budget", type=float, default=10.0,
                    help="the timing budget of each 4b run, s (default 10: eval's own default)")
    args = ap.parse_args()
    global SIZE, PLUGIN, HELD_OUT
    SIZE, PLUGIN, HELD_OUT = args.size, args.plugin, args.held_out
    ENV.update(JAX_PLATFORMS=args.plugin, JAXBENCH_PLUGIN=args.plugin)
    ensure_timing_bench()
    commit = subprocess.check_output(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], text=True).strip()
    results = {"machine": machine(), "commit": commit, "repeats": args.repeats, "plugin": PLUGIN, "size": SIZE,
               "held_out": HELD_OUT}
    sections = {"1": ("costs", lambda: section_costs(args.repeats, 4)),
                "2": ("dispatch", lambda: section_dispatch(args.repeats)),
                "3": ("suite", lambda: section_suite(1 if args.quick else args.repeats,
                                                     CV_WORKLOADS if args.quick else [])),
                "4": ("precision", lambda: section_precision(CV_WORKLOADS, 10)),
                "4b": ("detection", lambda: section_detection(args.detect_repeats or (5 if args.quick else 20),
                                                              args.detect_budget)),
                "5": ("memory", lambda: section_memory(20))}
    for key in args.sections.split(","):
        for name, run in [sections[k] for k in sections if k == key or (key == "4" and k == "4b")]:
            log(f"section {name}")
            try:
                results[name] = run()
            except (subprocess.CalledProcessError, OSError, ValueError, KeyError) as error:
                log(f"section {name} failed: {error}")  # the other sections still count
            pathlib.Path("/tmp/serve_vs_python.partial.json").write_text(json.dumps(results))
    text = render(results)
    if args.write:
        pathlib.Path(args.write).write_text(text)
    print(json.dumps(results, indent=1) if args.json else text)


if __name__ == "__main__":
    main()
