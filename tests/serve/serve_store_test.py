#!/usr/bin/env python3
"""`jaxbench serve --db FILE` records every eval it answers: a correct and an
incorrect candidate through one server are two attempts of one "serve" run,
named in each result's "store" field and listed by `jaxbench history`
newest first with their statuses, the run under the --agent/--model the
server was started with; a server whose --db is not a database
still answers every verdict, with store.error naming the file, and leaves
the file's bytes as they were.
Usage: serve_store_test.py JAXBENCH"""
import json
import pathlib
import sqlite3
import subprocess
import sys
import tempfile

from serve_client import LIBRARY, Served, check

CORRECT = LIBRARY / "12p_RMSNorm" / "correct_reassociated.py"
WRONG = LIBRARY / "12p_RMSNorm" / "wrong_epsilon.py"


def judge_two(served):
    correct = served.call("eval", workload="12p", candidate_source=CORRECT.read_text(), timing=False)["result"]
    wrong = served.call("eval", workload="12p", candidate_path=str(WRONG), timing=False)["result"]
    return correct, wrong


def main():
    jaxbench = sys.argv[1]
    problems = []
    with tempfile.TemporaryDirectory() as folder:
        db = pathlib.Path(folder) / "results.db"
        served = Served(jaxbench, "--db", str(db), "--agent", "example-agent", "--model", "model-7")
        correct, wrong = judge_two(served)
        check(problems, correct.get("status") == "correct" and wrong.get("status") == "incorrect",
              f"verdicts: {correct.get('status')}, {wrong.get('status')}")
        first, second = correct.get("store", {}), wrong.get("store", {})
        check(problems, first.get("db") == str(db) and "attempt_id" in first and "attempt_id" in second,
              f"store fields: {first}, {second}")
        check(problems, first.get("run_id") == second.get("run_id") and first.get("attempt_id") != second.get(
            "attempt_id"), f"one run, two attempts expected: {first}, {second}")
        check(problems, "record_facts" not in correct, "the worker's record facts reached the client")
        code, _ = served.close()
        check(problems, code == 0, f"exit code {code}")

        history = subprocess.run([jaxbench, "history", "--db", str(db), "--json"], capture_output=True, text=True)
        rows = json.loads(history.stdout)["verdicts"]
        statuses = [row.get("status") for row in rows]
        check(problems, statuses == ["incorrect", "correct"], f"history newest first: {history.stdout[:600]}")
        check(problems, all(row.get("workload", "").startswith("12p") and row.get("command") == "serve"
                            for row in rows), f"workloads and command: {rows}")
        with sqlite3.connect(db) as connection:
            runs = connection.execute("SELECT command, agent, model FROM runs").fetchall()
        check(problems, runs == [("serve", "example-agent", "model-7")], f"the run's agent and model: {runs}")

        not_a_db = pathlib.Path(folder) / "notes.txt"
        not_a_db.write_text("my notes, not a database\n")
        served = Served(jaxbench, "--db", str(not_a_db))
        correct, wrong = judge_two(served)
        check(problems, correct.get("status") == "correct" and wrong.get("status") == "incorrect",
              f"verdicts with a broken store: {correct.get('status')}, {wrong.get('status')}")
        error = correct.get("store", {}).get("error", "")
        check(problems, str(not_a_db) in error, f"store.error must name the file: {correct.get('store')}")
        check(problems, not_a_db.read_text() == "my notes, not a database\n", "the file was changed")
        code, _ = served.close()
        check(problems, code == 0, f"exit code {code} with a broken store")
    for problem in problems:
        print("FAIL", problem)
    print(f"two evals recorded and listed, a broken store answered with store.error; {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
