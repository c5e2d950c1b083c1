"""`jaxbench run --executor ray://ADDRESS`: the C++ driver, its bridge and a local Ray cluster of 3 judge nodes.

Usage: fleet_run_test.py JAXBENCH

1. run --executor of 12p, 41k and 36k at size small with --json: three
   successes in the suite's order, each row naming its worker and node, the
   three spread over the judges, each recorded exactly once in the driver's
   store (and results.json the same rows).
2. optimize --executor ray of 12p and 41k with a command: proposer, 2
   proposals each, --jobs 2: every step stored with its own attempt (its
   source and module hash, which the judges hand back), each verdict naming
   the worker that judged it.
3. The 50-workload small suite through the driver while one worker node's
   raylet gets SIGKILL once 10 rows are done: all 50 succeed, each recorded
   exactly once (50 attempts, 50 workloads), no row after the kill names the
   dead node, and a row judged twice (attempts 2) names another node.
"""

import json
import os
import sqlite3
import signal
import subprocess
import sys
import tempfile
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fleet_harness as harness  # noqa: E402

failures = []
CHEAP = ["--budget", "0.05", "--num-warmup", "1", "--num-iters", "3"]


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)
    if not condition:
        failures.append(name)


def driver(binary, address, args, work, on_progress=None):
    """jaxbench run --executor ray://ADDRESS ARGS --json; (exit code, document, stderr lines)."""
    environment = dict(os.environ, JAXBENCH_BIN=binary)
    environment.pop("RAY_ADDRESS", None)
    command = [binary, "run", "--executor", f"ray://{address}", "--size", "small", "--json",
               "--db", os.path.join(work, "results.db"), "--out", os.path.join(work, "results"), *args]
    popen = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment, text=True)
    lines = []

    def read_stderr():
        for line in popen.stderr:
            lines.append(line.rstrip("\n"))
            if on_progress:
                on_progress(line, lines)

    reader = threading.Thread(target=read_stderr, daemon=True)
    reader.start()
    out = popen.stdout.read()
    code = popen.wait(timeout=900)
    reader.join(timeout=30)
    try:
        document = json.loads(out)
    except ValueError:
        document = {"unparsed": out[-2000:]}
    return code, document, lines


def stored_attempts(binary, work):
    listing = subprocess.run([binary, "history", "--db", os.path.join(work, "results.db"), "--limit", "0", "--json"],
                             capture_output=True, text=True, check=True)
    document = json.loads(listing.stdout)
    return document["verdicts"]


def three_workloads(binary, address):
    work = tempfile.mkdtemp(prefix="fleet-run-")
    started = time.monotonic()
    code, document, lines = driver(binary, address, ["--workload", "12p", "--workload", "41k", "--workload", "36k",
                                                     *CHEAP], work)
    print(f"     3 workloads through the fleet in {time.monotonic() - started:.1f} s", flush=True)
    rows = document.get("results", [])
    check("run --executor ray: exit 0", code == 0, (code, lines[-5:]))
    check("three successes in the asked order", [r.get("workload", "")[:3] for r in rows] == ["12p", "41k", "36k"]
          and all(r.get("status") == "success" for r in rows), [(r.get("workload"), r.get("error")) for r in rows])
    check("each row names its worker and node", rows and all(r.get("fleet", {}).get("worker")
                                                             and r["fleet"].get("node_id") for r in rows), rows[:1])
    check("the metadata says the executor", document.get("metadata", {}).get("executor") == "ray", document.get("metadata"))
    attempts = stored_attempts(binary, work)
    check("each row recorded exactly once", len(attempts) == 3, attempts)
    with open(os.path.join(work, "results", "results.json")) as written:
        check("results.json names the workers too", [r["fleet"]["worker"] for r in json.load(written)["results"]]
              == [r["fleet"]["worker"] for r in rows])
    check("the bridge's progress reaches the driver's stderr", any(l.startswith("fleet: ") for l in lines), lines[:5])


AGENT = """#!/bin/sh
prompt=$(cat)
case "$prompt" in
  *41k_Gemm_Add_ReLU*) cat {root}/41k_Gemm_Add_ReLU/correct_fused_f32.py ;;
  *) cat {root}/12p_RMSNorm/correct_reassociated.py ;;
esac
"""


def optimize_two(binary, address):
    work = tempfile.mkdtemp(prefix="fleet-optimize-")
    agent, db = os.path.join(work, "agent.sh"), os.path.join(work, "results.db")
    with open(agent, "w") as script:
        script.write(AGENT.format(root=harness.ROOT / "examples" / "candidates"))
    os.chmod(agent, 0o755)
    environment = dict(os.environ, JAXBENCH_BIN=binary)
    environment.pop("RAY_ADDRESS", None)
    started = time.monotonic()
    done = subprocess.run([binary, "optimize", "--executor", f"ray://{address}", "--workload", "12p", "--workload",
                           "41k", "--proposer", "command:" + agent, "--budget", "2", "--jobs", "2",
                           "--timing-budget", "0.5", "--db", db, "--json"], capture_output=True, text=True,
                          env=environment, timeout=600)
    print(f"     optimize of 2 workloads x 2 proposals through the fleet in {time.monotonic() - started:.1f} s",
          flush=True)
    check("optimize --executor ray: exit 0", done.returncode == 0, (done.returncode, done.stderr[-1500:]))
    steps = json.loads(done.stdout).get("steps", []) if done.returncode == 0 else []
    check("4 steps, all correct", len(steps) == 4 and all(s["correct"] for s in steps), steps)
    store = sqlite3.connect(db)
    judged = store.execute("SELECT count(*), count(DISTINCT attempt_id) FROM loop_steps WHERE attempt_id IS NOT NULL"
                           ).fetchone()
    check("every step stored, each with its own attempt", judged == (4, 4), judged)
    kept = store.execute("SELECT count(*) FROM attempts WHERE candidate_source IS NOT NULL AND module_sha256 IS NOT "
                         "NULL").fetchone()[0]
    check("each attempt keeps its source and module hash", kept == 4, kept)
    workers = [json.loads(v).get("fleet", {}).get("worker") for (v,) in store.execute("SELECT verdict_json FROM "
                                                                                      "verdicts")]
    check("each verdict names its worker", len(workers) == 4 and all(workers), workers)
    print(f"     judged by {sorted(set(workers))}", flush=True)
    verify_best(binary, address, db, environment)


def verify_best(binary, address, db, environment):
    """verify --executor ray of what optimize stored: each best attempt re-judged once, naming its worker."""
    started = time.monotonic()
    done = subprocess.run([binary, "verify", "--all", "--executor", f"ray://{address}", "--budget", "0.5", "--db", db,
                           "--json"], capture_output=True, text=True, env=environment, timeout=600)
    print(f"     verify --executor ray of the best attempts in {time.monotonic() - started:.1f} s", flush=True)
    judged = done.returncode in (0, 1)  # 1: judged, one did not match (a 0.5 s budget's interval)
    check("verify --executor ray: exit 0 or 1", judged, (done.returncode, done.stderr[-1500:]))
    rows = json.loads(done.stdout).get("verifications", []) if judged else []
    workers = [row["verified"].get("fleet", {}).get("worker") for row in rows]
    check("2 best attempts re-judged, each naming its worker", len(rows) == 2 and all(workers), rows)
    stored = sqlite3.connect(db).execute("SELECT count(*), count(DISTINCT attempt_id) FROM verifications").fetchone()
    check("each recorded once", stored == (2, 2), stored)


def suite_with_a_node_killed(binary, address, victim_node, count):
    work = tempfile.mkdtemp(prefix="fleet-suite-")
    victim_pid, victim_id = harness.raylet_pid(victim_node), victim_node.node_id
    killed = {}

    def on_progress(line, lines):
        done = sum(1 for l in lines if l.startswith("["))
        if done >= 10 and not killed:
            # The node dies as a machine would: its raylet and, at once, the
            # workers it started. A raylet killed alone leaves its actors
            # answering for a moment (seconds on a quiet host: the last rows
            # could still name the node, as a CI run showed).
            tree = harness.process_tree(victim_pid)
            for pid in tree:
                try:
                    os.kill(pid, signal.SIGKILL)
                except OSError:
                    pass
            killed["after"] = done
            print(f"     SIGKILL to raylet {victim_pid} of node {victim_id[:8]} and its {len(tree) - 1} processes "
                  f"after {done} rows", flush=True)

    started = time.monotonic()
    code, document, lines = driver(binary, address, ["--suite", "all", *CHEAP], work, on_progress)
    print(f"     suite of {count} through the driver in {time.monotonic() - started:.1f} s", flush=True)
    rows = document.get("results", [])
    check("the raylet was killed mid-suite", killed.get("after", count) < count, killed)
    check(f"all {count} succeed", len(rows) == count and all(r.get("status") == "success" for r in rows),
          [(r.get("workload"), r.get("error")) for r in rows if r.get("status") != "success"][:3])
    attempts = stored_attempts(binary, work)
    workloads = {a.get("workload") for a in attempts}
    check(f"each recorded exactly once ({count} attempts, {count} workloads)",
          len(attempts) == count and len(workloads) == count, (len(attempts), len(workloads)))
    after = rows[-20:]  # dispatched in order: answered long after the kill at row 10
    check("none of the last 20 rows names the dead node",
          all(r.get("fleet", {}).get("node_id") != victim_id for r in after), [r.get("fleet") for r in after][:3])
    again = [r for r in rows if r.get("fleet", {}).get("attempts", 1) >= 2]
    print(f"     {len(again)} row(s) judged again after the kill", flush=True)
    check("a row judged again names another node", all(r["fleet"]["node_id"] != victim_id for r in again), again)


def main():
    harness.ray_or_skip()
    binary = os.path.abspath(sys.argv[1])
    count = len(harness.workload_ids(binary))
    started = time.monotonic()
    cluster, nodes = harness.start_cluster(3)
    try:
        print(f"     cluster of 3 judge nodes after {time.monotonic() - started:.1f} s", flush=True)
        three_workloads(binary, cluster.address)
        optimize_two(binary, cluster.address)
        suite_with_a_node_killed(binary, cluster.address, nodes[1], count)
    finally:
        cluster.shutdown()
    print(f"{'FAILED' if failures else 'passed'} in {time.monotonic() - started:.1f} s", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
