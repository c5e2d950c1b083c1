"""The Python/JAX peer of bench/serve_vs_python.py: JAXBench's way of judging,
written as fast as JAX allows.

JAXBench's `evaluate` (pallas_eval/eval_harness.py) imports JAX once, jits the
original and the generated function, checks them with allclose on one input
set, then times each with 3 warm-up and 20 timed calls, `perf_counter` around
call + `block_until_ready()`. This peer does exactly that, on the inputs the
suite's own `make_inputs` draws (one seed, mode 0), with nothing in the way:
no subprocess, no file I/O between calls, jit caches left warm. It runs the
candidate's code in its own process (the judge never does), so it is the
fastest a Python harness can be, not a safe one. The benchmarks start it from
the repository's root (bench/lib/peer.py's command):

  python -m bench.lib.python_peer judge --workload ID --candidate FILE.py [FILE.py ...] [--size small] [--all-sets]
      one JSON line per candidate: import_s (first only), trace_s (jit lowering),
      compile_s, correctness_s, execute_s (its programs' runs within
      correctness_s), timing_s, correct, reference_ms, candidate_ms;
      --all-sets checks the input sets jaxbench checks (see InputSets)
  python -m bench.lib.python_peer suite [--size small] [--only ID ...] [--compilation-cache DIR]
      the suite's references with JAXBench's run protocol (5 warm-ups, 50 timed
      calls, median): one JSON line per workload, then {"total_s": ...}; with
      a cache folder, JAX's persistent compilation cache keeps every compile
  python -m bench.lib.python_peer dispatch          perf_counter + block_until_ready on a program
                                   that returns its argument (median ms)
  python -m bench.lib.python_peer detect LESS REPEATS
      the elementwise programs of timing_bench.cpp, timed JAXBench's way; a
      change is "faster" when the mean ratio exceeds 1 (JAXBench's rule)
  python -m bench.lib.python_peer repeat --workload ID --repeats N
      the reference's 20-call median N times (the CV of repeated medians)
  python -m bench.lib.python_peer timer [--size small] [--only ID ...] [--plugin PATH]
      per workload, JAX's 50-call median of the reference jitted from its
      source and of the program jaxbench runs (the reference exported for the
      CPU, as tools/export writes it, called through jax.export): what
      bench/timer_vs_jax.py sets beside jaxbench's timer. With --plugin, JAX
      runs them on that PJRT plugin (jaxbench's own CPU plugin) instead of
      jaxlib's built-in CPU client
Peak resident memory of the process is in every final line (peak_rss_mb).
"""
import argparse
import json
import pathlib
import statistics
import time

# jax and jnp come from peer_jax, which times their import (IMPORT_S): imported here first, they would be
# loaded before its clock starts.
from bench.lib.peer_jax import (IMPORT_S, ROOT, InputSets, compile_timed, jax, jnp, load_candidate, loading,
                                loading_id, peak_rss_mb, programs, timed_calls, use_compilation_cache, use_plugin,
                                workload_inputs)


def judge(args):
    module = loading.load(ROOT / "workloads", loading_id(args.workload))
    inputs = workload_inputs(module, args.size)
    reference, _, _ = compile_timed(module.workload, inputs)
    sets = InputSets(module, args.size, reference, args.all_sets)
    if args.all_sets:  # compile the inputs and truth programs before the first candidate, as a warm judge has
        sets.check(reference)
    for index, path in enumerate(args.candidate):
        row = {"candidate": path, "import_s": IMPORT_S if index == 0 else 0.0}
        start = time.perf_counter()
        try:
            compiled, row["trace_s"], row["compile_s"] = compile_timed(load_candidate(path), inputs)
            check = time.perf_counter()
            row["correct"] = sets.check(compiled)
            row["correctness_s"] = time.perf_counter() - check
            row["execute_s"] = sets.execute_s
            timing = time.perf_counter()
            row["reference_ms"] = statistics.mean(timed_calls(reference, inputs, 3, 20))
            row["candidate_ms"] = statistics.mean(timed_calls(compiled, inputs, 3, 20))
            row["timing_s"] = time.perf_counter() - timing
        except (Exception, SystemExit) as error:  # the candidate's failure (or exit) is its verdict
            row["correct"] = False
            row["error"] = f"{type(error).__name__}: {str(error)[:200]}"
        row["total_s"] = time.perf_counter() - start + row["import_s"]
        row["peak_rss_mb"] = peak_rss_mb()
        print(json.dumps(row), flush=True)


def suite(args):
    start = time.perf_counter()
    if args.compilation_cache:
        use_compilation_cache(args.compilation_cache)
    root = pathlib.Path(args.workloads_root)
    ids = [loading_id(w, root) for w in args.only] if args.only else loading.discover(root)
    for wid in ids:
        module = loading.load(root, wid)
        made = time.perf_counter()
        inputs = jax.block_until_ready(workload_inputs(module, args.size))
        inputs_s = time.perf_counter() - made
        fn = jax.jit(module.workload)
        # The first warm-up traces and compiles (or loads from JAX's cache):
        # timed apart, so a reader sees where the time goes; the protocol is
        # unchanged (5 warm-ups, 50 timed calls).
        first = time.perf_counter()
        jax.block_until_ready(fn(*inputs))
        compile_s = time.perf_counter() - first
        timed = time.perf_counter()
        times = timed_calls(fn, inputs, 4, 50)
        timing_s = time.perf_counter() - timed
        print(json.dumps({"workload": wid, "median_ms": statistics.median(times), "inputs_s": inputs_s,
                          "compile_s": compile_s, "timing_s": timing_s}), flush=True)
    print(json.dumps({"total_s": time.perf_counter() - start, "workloads": len(ids), "peak_rss_mb": peak_rss_mb()}))


def dispatch(_args):
    fn = jax.jit(lambda x: x + 0.0)
    x = jnp.float32(0)
    medians = [statistics.median(timed_calls(fn, (x,), 20, 200)) for _ in range(5)]
    print(json.dumps({"median_ms": statistics.median(medians), "runs": 200, "repeats": 5}))


def detect(args):
    elements = 1 << 21

    def program(x):
        return jnp.tanh(jnp.exp(x) * x)

    def inputs(count):
        return (jnp.sin(0.37 * jnp.arange(count, dtype=jnp.float32)),)

    reference_inputs = inputs(elements)
    candidate_inputs = inputs(round(elements * (1 - args.less_work)) // 4096 * 4096)  # as timing_bench.cpp aligns
    reference, candidate = jax.jit(program), jax.jit(program)
    ratios = []
    for _ in range(args.repeats):
        ref = statistics.mean(timed_calls(reference, reference_inputs, 3, 20))
        cand = statistics.mean(timed_calls(candidate, candidate_inputs, 3, 20))
        ratios.append(ref / cand)
    faster = sum(r > 1 for r in ratios)
    print(json.dumps({"less_work": args.less_work, "repeats": args.repeats, "faster": faster,
                      "not_faster": args.repeats - faster, "speedups": ratios}))


def repeat(args):
    module = loading.load(ROOT / "workloads", loading_id(args.workload))
    inputs = workload_inputs(module, args.size)
    fn = jax.jit(module.workload)
    medians = [statistics.median(timed_calls(fn, inputs, 3, 20)) for _ in range(args.repeats)]
    print(json.dumps({"workload": args.workload, "medians_ms": medians,
                      "cv": statistics.stdev(medians) / statistics.mean(medians)}))


def timer(args):
    if args.plugin:
        use_plugin(args.plugin)
    ids = [loading_id(w) for w in args.only] if args.only else loading.discover(ROOT / "workloads")
    for wid in ids:
        module = loading.load(ROOT / "workloads", wid)
        inputs = workload_inputs(module, args.size)
        source = jax.jit(module.workload)
        exported = jax.export.export(jax.jit(programs.reference_fn(module)), platforms=("cpu",))(*inputs)
        called = jax.jit(exported.call)
        # Alternating windows, so drift on the host falls on both alike.
        source_ms, exported_ms = [], []
        for _ in range(5):
            source_ms += timed_calls(source, inputs, 1, 10)
            exported_ms += timed_calls(called, inputs, 1, 10)
        print(json.dumps({"workload": wid, "source_ms": statistics.median(source_ms),
                          "exported_ms": statistics.median(exported_ms)}), flush=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    j = sub.add_parser("judge")
    j.add_argument("--workload", required=True)
    j.add_argument("--candidate", nargs="+", required=True)
    j.add_argument("--size", default="small")
    j.add_argument("--all-sets", action="store_true",
                   help="check jaxbench's input sets (3 seeds + one per adversarial mode), not JAXBench's one")
    s = sub.add_parser("suite")
    s.add_argument("--size", default="small")
    s.add_argument("--only", nargs="*")
    s.add_argument("--workloads-root", default=str(ROOT / "workloads"), help="a tier's folder (workloads/levels)")
    s.add_argument("--compilation-cache", help="JAX's persistent compilation cache folder (default: none, as JAXBench)")
    sub.add_parser("dispatch")
    d = sub.add_parser("detect")
    d.add_argument("less_work", type=float)
    d.add_argument("repeats", type=int)
    r = sub.add_parser("repeat")
    r.add_argument("--workload", required=True)
    r.add_argument("--repeats", type=int, default=10)
    r.add_argument("--size", default="small")
    t = sub.add_parser("timer")
    t.add_argument("--size", default="small")
    t.add_argument("--only", nargs="*")
    t.add_argument("--plugin", help="a PJRT plugin .so for JAX to run on (default: jaxlib's CPU client)")
    args = ap.parse_args()
    {"timer": timer, "judge": judge, "suite": suite, "dispatch": dispatch, "detect": detect, "repeat": repeat}[args.command](args)


if __name__ == "__main__":
    main()
