#!/usr/bin/env python3
"""Issue #15's must-show: a script written against JAXBench's Python API
(jaxbench_api_script.py) runs unchanged through the real `jaxbench serve`
for three workloads, and what it read (speedup_vs_baseline,
kernel.median_ms, correctness.max_diff) is exactly what the results store
recorded for the same evaluations (`jaxbench history --json` and the stored
verdict). `jaxbench evaluate --json` on one of them answers the same keys
and status. Through the real server too: a kernel path that does not exist
is a JudgeError (invalid_params), and a server killed mid-eval raises
ServeExited and is replaced by the next call. Skips (77) where the binary has no `evaluate` command yet.
Usage: jaxbench_api_test.py JAXBENCH"""
import json
import os
import pathlib
import signal
import sqlite3
import subprocess
import sys
import tempfile
import threading

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
LIBRARY = ROOT / "examples" / "candidates"
sys.path.insert(0, str(ROOT / "python"))
from jaxbench import JudgeError, ServeExited  # noqa: E402
from jaxbench.client import Client  # noqa: E402

CASES = [("12p_RMSNorm", LIBRARY / "12p_RMSNorm" / "correct_reassociated.py"),
         ("41k_Gemm_Add_ReLU", LIBRARY / "41k_Gemm_Add_ReLU" / "correct_fused_f32.py"),
         ("36k_Matmul_Sigmoid_Sum", LIBRARY / "36k_Matmul_Sigmoid_Sum" / "correct_f32_sum.py")]


def run_script(jaxbench, db):
    env = dict(os.environ, JAXBENCH_BIN=jaxbench, JAXBENCH_SERVE_ARGS=f"--db {db}", PYTHONPATH=str(ROOT / "python"))
    args = [str(part) for case in CASES for part in case]
    done = subprocess.run([sys.executable, str(HERE / "jaxbench_api_script.py"), *args], capture_output=True,
                          text=True, env=env, timeout=600)
    said = [line for line in done.stdout.splitlines() if not line.startswith("RESULT ")]
    print("the script said:", *said, done.stderr[-2000:], sep="\n  ")
    results = [json.loads(line[len("RESULT "):]) for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    return done.returncode, results


MISSING = "(missing)"


def dig(document, *keys):
    """document[k1][k2]..., or MISSING: a key the judge left out is a problem to report, not a crash."""
    for key in keys:
        if not isinstance(document, dict) or key not in document:
            return MISSING
        document = document[key]
    return document


def attempt_of(store):
    ids = store.get("attempt_ids") or [store.get("attempt_id")]
    return ids[-1]


def stored(jaxbench, db, attempt_id):
    """The attempt as history lists it, and its verdict as the store holds it."""
    listed = json.loads(subprocess.run([jaxbench, "history", "--json", "--db", db, "--limit", "0"],
                                       capture_output=True, text=True, check=True).stdout)
    row = next((row for row in listed["verdicts"] if row["attempt_id"] == attempt_id), None)
    with sqlite3.connect(db) as connection:
        found = connection.execute("SELECT verdict_json FROM verdicts WHERE attempt_id = ?", (attempt_id,)).fetchone()
    return row, json.loads(found[0]) if found else None


def check_recorded(problems, jaxbench, db, result):
    name = result.get("workload")
    store = result.get("store") or {}
    if store.get("db") != db or "error" in store:
        problems.append(f"{name}: store field {store}")
        return
    row, verdict = stored(jaxbench, db, attempt_of(store))
    if row is None or verdict is None:
        problems.append(f"{name}: attempt {attempt_of(store)} not in history/verdicts")
        return
    read = (dig(result, "speedup_vs_baseline"), dig(result, "kernel", "median_ms"),
            dig(result, "correctness", "max_diff"))
    listed = (row.get("speedup"), row.get("median_ms"), dig(verdict, "correctness", "max_diff"))
    in_json = (dig(verdict, "speedup_vs_baseline"), dig(verdict, "kernel", "median_ms"),
               dig(verdict, "correctness", "max_diff"))
    if MISSING in read or None in read:
        problems.append(f"{name}: the script read {read}: a JAXBench key is missing or null")
    if verdict != {key: value for key, value in result.items() if key != "store"}:
        problems.append(f"{name}: the stored verdict is not the one the script got (keys "
                        f"{sorted(set(verdict) ^ (set(result) - {'store'}))} differ, or values)")
    if not (read == listed == in_json):
        problems.append(f"{name}: the script read {read}, history lists {listed}, the stored verdict {in_json}")
    print(f"{name}: speedup {read[0]}, kernel median {read[1]} ms, max_diff {read[2]}: "
          f"{'equal to' if read == listed == in_json else 'DIFFERENT from'} attempt {row['attempt_id']} in {db}")


def check_cli(problems, jaxbench, folder, from_serve):
    workload, kernel = CASES[0]
    db = os.path.join(folder, "cli.db")
    done = subprocess.run([jaxbench, "evaluate", "--workload", workload, "--kernel", str(kernel), "--json", "--db",
                           db, "--num-warmup", "2", "--num-iters", "10"], capture_output=True, text=True, timeout=600)
    cli = json.loads(done.stdout)
    ours = {"command", "store"}
    if set(cli) - ours != set(from_serve) - ours:
        problems.append(f"keys differ: evaluate only {sorted(set(cli) - set(from_serve) - ours)}, "
                        f"serve only {sorted(set(from_serve) - set(cli) - ours)}")
    for part in ("correctness", "baseline", "kernel"):
        if set(cli.get(part) or {}) != set(from_serve.get(part) or {}):
            problems.append(f"{part} keys differ: {sorted(cli.get(part) or {})} vs {sorted(from_serve.get(part) or {})}")
    if cli.get("status") != from_serve.get("status") or done.returncode != 0:
        problems.append(f"jaxbench evaluate: status {cli.get('status')} exit {done.returncode}, serve said "
                        f"{from_serve.get('status')}")


def check_lifecycle(problems, jaxbench, folder):
    with Client(binary=jaxbench, args=["--no-store"]) as client:
        try:
            client.evaluate_kernel(CASES[0][0], os.path.join(folder, "missing.py"))
            problems.append("a kernel path that does not exist got a verdict")
        except JudgeError as error:
            if error.code != "invalid_params" or "missing.py" not in error.message:
                problems.append(f"missing kernel: {error.code}: {error.message}")
        first = client.pid
        # The eval's export alone takes seconds: the kill lands while it is in flight.
        threading.Timer(1.0, os.kill, (first, signal.SIGKILL)).start()
        try:
            client.evaluate_kernel(CASES[0][0], CASES[0][1])
            problems.append("an eval was answered by a server killed after 1 s")
        except ServeExited as error:
            if "signal 9" not in str(error):
                problems.append(f"ServeExited should say how it ended: {error}")
        status = client.status()
        if client.pid in (None, first) or client.starts != 2 or not status.get("device"):
            problems.append(f"after the kill: pid {client.pid} (was {first}), {client.starts} starts, {status}")


def main():
    jaxbench = sys.argv[1]
    if subprocess.run([jaxbench, "evaluate", "--help"], capture_output=True).returncode != 0:
        print("SKIP: this jaxbench has no `evaluate` command yet (issue #15's judge side)")
        return 77
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        db = os.path.join(folder, "results.db")
        code, results = run_script(jaxbench, db)
        if code != 0 or [r.get("status") for r in results] != ["correct"] * len(CASES):
            problems.append(f"the script exited {code} with statuses {[r.get('status') for r in results]}")
        for result in results:
            check_recorded(problems, jaxbench, db, result)
        if results:
            check_cli(problems, jaxbench, folder, results[0])
        check_lifecycle(problems, jaxbench, folder)
    for problem in problems:
        print("FAIL", problem)
    print(f"JAXBench's API script through jaxbench serve, {len(results)} workloads; {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
