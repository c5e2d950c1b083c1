#!/usr/bin/env python3
"""`jaxbench evaluate --json` against the layout of Google JAXBench's
`evaluate --json` (tests/data/jaxbench/evaluate_layout.json): every key of
JAXBench's result at the same nesting with the same JSON type, for a correct
kernel (with a third contender timed on the CPU, so `pallas_reference` is an
object), an incorrect one and one that fails to export; then, where libtpu is
installed, 8p_GEMM with --tpu v6e on this TPU-less host, whose
`pallas_reference` is the pre-flight's estimate of the expert Pallas kernel.
Usage: jaxbench_layout_test.py JAXBENCH [layout|estimate]   (stdlib only)"""
import json
import math
import os
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2]
CANDIDATES = ROOT / "examples" / "candidates" / "12p_RMSNorm"
LAYOUT = json.loads((ROOT / "tests" / "data" / "jaxbench" / "evaluate_layout.json").read_text())
# Where an untimed verdict holds null instead of a number (docs/verdict.md).
NULL_WHEN_UNTIMED = {"baseline", "kernel", "pallas_reference", "speedup_vs_baseline", "speedup_vs_pallas"}


def json_type(value):
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    return {str: "string", dict: "object", list: "array", type(None): "null"}[type(value)]


def layout_problems(expected, actual, path="", allow_null=False):
    """Every key of `expected` in `actual`, recursively, with the same type
    (or null where `allow_null` holds for that subtree)."""
    problems = []
    for key, want in expected.items():
        where = f"{path}.{key}" if path else key
        if key not in actual:
            problems.append(f"{where}: missing")
            continue
        got = actual[key]
        nullable = allow_null and (path.split(".")[0] or key) in NULL_WHEN_UNTIMED
        if got is None and nullable:
            continue
        if json_type(got) != json_type(want):
            problems.append(f"{where}: {json_type(got)}, JAXBench has {json_type(want)}")
        elif isinstance(want, dict):
            problems += layout_problems(want, got, where, allow_null)
    return problems


def evaluate(jaxbench, *args, db=None):
    store = ["--db", db] if db else ["--no-store"]
    run = subprocess.run([jaxbench, "evaluate", "--json", *store, "--budget", "2", *args],
                         capture_output=True, text=True, timeout=900)
    try:
        return run, json.loads(run.stdout)
    except json.JSONDecodeError:
        sys.exit(f"FAIL: no JSON from evaluate {args} (exit {run.returncode})\n{run.stderr[-3000:]}")


def check_correct(jaxbench):
    expert = ROOT / "workloads" / "12p_RMSNorm" / "small" / "reference.cpu.mlir"
    run, result = evaluate(jaxbench, "--workload", "12p", "--kernel", str(CANDIDATES / "correct_reassociated.py"),
                           "--expert", str(expert), "--num-iters", "10")
    problems = layout_problems(LAYOUT["correct"], result)
    if run.returncode != 0 or result["status"] != "correct":
        problems.append(f"exit {run.returncode}, status {result['status']}: {result.get('message')}")
    if result.get("schema") != "jaxbench.verdict/2":
        problems.append(f"schema {result.get('schema')}")
    pallas = result.get("pallas_reference") or {}
    if pallas.get("source") != "timed" or pallas.get("program") != str(expert):
        problems.append(f"pallas_reference not the timed --expert: {pallas}")
    elif result["speedup_vs_pallas"] != pallas["speedup"]:
        problems.append("speedup_vs_pallas is not pallas_reference.speedup")
    else:
        # The expert here is the reference's own program: the two speedups
        # measure the same thing, in the same rounds.
        ratio = result["speedup_vs_pallas"] / result["speedup_vs_baseline"]
        if abs(math.log(ratio)) > 0.25:
            problems.append(f"speedup vs the reference's own program as expert {result['speedup_vs_pallas']:.3f} "
                            f"is far from speedup_vs_baseline {result['speedup_vs_baseline']:.3f}")
        if abs(pallas["median_ms"] / result["kernel"]["median_ms"] - pallas["speedup"]) > 1e-9 * pallas["speedup"]:
            problems.append("pallas_reference.speedup is not its median / the kernel's")
    if result["timing"]["expert"]["samples"]["count"] != result["timing"]["pairs"]:
        problems.append("the expert was not sampled in every round")
    if "error" in result:
        problems.append("a correct verdict carries error")
    if run.stderr.count("--num-warmup/--num-iters: accepted, not used") != 1:
        problems.append("--num-iters was not said once on stderr to have no meaning here")
    return [f"correct: {p}" for p in problems]


def check_failures(jaxbench):
    problems = []
    run, result = evaluate(jaxbench, "--workload", "12p", "--kernel", str(CANDIDATES / "wrong_epsilon.py"))
    problems += [f"incorrect: {p}" for p in layout_problems(LAYOUT["correct"], result, allow_null=True)]
    correctness = result.get("correctness", {})
    if run.returncode != 1 or result["status"] != "incorrect" or correctness.get("correct") is not False:
        problems.append(f"incorrect: exit {run.returncode}, status {result['status']}")
    if result.get("pallas_reference") is not None or result.get("speedup_vs_baseline") is not None:
        problems.append("incorrect: compared with the reference or the expert although not correct")
    if "error" in result:
        problems.append("incorrect: carries error (JAXBench has none for incorrect)")
    run, result = evaluate(jaxbench, "--workload", "12p", "--kernel", str(CANDIDATES / "syntax_error.py"))
    for key in LAYOUT["failure_keys"]:
        if json_type(result.get(key)) != "string" or not result[key]:
            problems.append(f"export_error: {key} is {json_type(result.get(key))}, not a string")
    if run.returncode != 1 or result["status"] != "export_error" or "SyntaxError" not in result.get("error", ""):
        problems.append(f"export_error: exit {run.returncode}, status {result['status']}, error {result.get('error')}")
    return problems


def check_estimate(jaxbench):
    kernel = ROOT / "tests" / "data" / "jaxbench" / "8p_dot_f32_accumulate.py"
    run, plain = evaluate(jaxbench, "--workload", "8p", "--kernel", str(kernel))
    problems = []
    if plain["status"] != "correct" or plain["pallas_reference"] is not None:
        problems.append(f"plain CPU run: status {plain['status']}, pallas_reference {plain['pallas_reference']}")
    folder = tempfile.TemporaryDirectory()
    db = os.path.join(folder.name, "jaxbench.db")
    run, result = evaluate(jaxbench, "--workload", "8p", "--kernel", str(kernel), "--tpu", "v6e", db=db)
    if run.returncode == 2 and "no tpu PJRT plugin found" in run.stderr:
        print("estimate NOT checked: libtpu is not installed (./setup.sh --with-tpu-compiler)")
        return 77
    pallas = result.get("pallas_reference") or {}
    want = {"source": "estimate", "chip": "v6e", "program": "pallas_tpu", "timing_method": "tpu_bundle_estimate"}
    problems += [f"--tpu v6e: pallas_reference.{k} = {pallas.get(k)!r}, want {v!r}"
                 for k, v in want.items() if pallas.get(k) != v]
    problems += [f"--tpu v6e: {p}" for p in layout_problems(LAYOUT["correct"], result)]
    estimate = result["preflight"] or {}
    if result.get("speedup_vs_pallas") != estimate.get("estimated_speedup_vs_expert"):
        problems.append(f"speedup_vs_pallas {result.get('speedup_vs_pallas')} is not the pre-flight's estimate "
                        f"{estimate.get('estimated_speedup_vs_expert')}")
    elif not 0.05 < result["speedup_vs_pallas"] < 20:
        problems.append(f"estimated speedup vs the expert {result['speedup_vs_pallas']} is not plausible")
    if result.get("tpu") != "cpu":
        problems.append(f"tpu {result.get('tpu')}: the times were taken on the cpu")
    problems += leaderboard_problems(jaxbench, db, result)
    print(f"8p --tpu v6e: expert estimate {pallas.get('median_ms')} ms, speedup_vs_pallas "
          f"{result.get('speedup_vs_pallas')} (estimate)")
    return problems


def leaderboard_problems(jaxbench, db, result):
    """verify re-runs the original's pre-flight, so the leaderboard's "beats
    the expert kernel" reads the re-judged estimate."""
    subprocess.run([jaxbench, "verify", "--all", "--db", db, "--budget", "2"], capture_output=True, timeout=900)
    board = json.loads(subprocess.run([jaxbench, "leaderboard", "--json", "--db", db], capture_output=True,
                                      text=True, timeout=120).stdout)
    rows = [w for agent in board["agents"] for w in agent["workloads"] if w["workload"] == "8p_GEMM"]
    comparison = rows[0].get("beats_expert") if rows else None
    if not comparison or comparison["source"] != "estimate" or comparison["chip"] != "v6e":
        return [f"leaderboard: 8p's beats_expert {comparison} is not the verified estimate"]
    if comparison["beats"] != (comparison["speedup"] > 1):
        return [f"leaderboard: beats {comparison['beats']} disagrees with speedup {comparison['speedup']}"]
    return []


def main():
    jaxbench, part = sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "layout"
    problems = check_correct(jaxbench) + check_failures(jaxbench) if part == "layout" else check_estimate(jaxbench)
    if problems == 77:
        return 77
    for problem in problems:
        print("FAIL", problem)
    print("ok" if not problems else f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
