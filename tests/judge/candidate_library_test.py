#!/usr/bin/env python3
"""Runs one entry of examples/candidates/expected.json through `jaxbench eval`
and checks the verdict: status, exit code, message, and that the JSON is whole;
for an entry with `preflight`, with --target and the pre-flight's outcome too
(where libtpu is not installed, that part is said to be unchecked).
Usage: candidate_library_test.py JAXBENCH INDEX   (stdlib only)"""
import json
import pathlib
import subprocess
import sys

EXIT_CODES = {"correct": 0, "incorrect": 1, "rejected": 1}


def main():
    jaxbench, index = sys.argv[1], int(sys.argv[2])
    library = pathlib.Path(__file__).resolve().parents[2] / "examples" / "candidates"
    entry = json.loads((library / "expected.json").read_text())["candidates"][index]
    command = [jaxbench, "eval", "--workload", entry["workload"], "--candidate", str(library / entry["file"]),
               "--json", "--no-timing", "--no-store"] + entry.get("args", [])
    preflight = entry.get("preflight")
    if preflight:
        run = subprocess.run(command + ["--target", preflight["target"]], capture_output=True, text=True,
                             timeout=600)
        if run.returncode == 2 and "no tpu PJRT plugin found" in run.stderr:
            print(f"{entry['file']}: pre-flight NOT checked: libtpu is not installed "
                  "(./setup.sh --with-tpu-compiler)")
            preflight = None
    if not preflight:
        run = subprocess.run(command, capture_output=True, text=True, timeout=600)
    try:
        verdict = json.loads(run.stdout)
    except json.JSONDecodeError:
        print(f"FAIL {entry['file']}: no JSON verdict (exit {run.returncode})\nstdout: {run.stdout[-2000:]}\n"
              f"stderr: {run.stderr[-2000:]}")
        return 1
    problems = []
    if verdict.get("status") != entry["status"]:
        problems.append(f"status {verdict.get('status')!r}, expected {entry['status']!r}")
    expected_exit = EXIT_CODES.get(entry["status"], 2)
    if preflight:
        got = verdict.get("preflight") or {}
        if got.get("status") != preflight["status"]:
            problems.append(f"pre-flight status {got.get('status')!r}, expected {preflight['status']!r}")
        if got.get("target", {}).get("target") != preflight["target"]:
            problems.append(f"pre-flight target {got.get('target')!r}, expected {preflight['target']!r}")
        if preflight.get("contains") and preflight["contains"] not in got.get("summary", ""):
            problems.append(f"pre-flight summary lacks {preflight['contains']!r}")
        if "estimated" in preflight and (got.get("estimated_speedup") is not None) != preflight["estimated"]:
            problems.append(f"pre-flight estimated_speedup {got.get('estimated_speedup')!r}, "
                            f"expected {'a number' if preflight['estimated'] else 'none'}")
        if got.get("summary", "") not in verdict.get("message", ""):
            problems.append("the message does not carry the pre-flight's summary")
        if expected_exit == 0 and preflight["status"] != "compiles":
            expected_exit = 1  # correct here, but not a kernel for the target
    if run.returncode != expected_exit:
        problems.append(f"exit code {run.returncode}, expected {expected_exit}")
    if entry.get("contains") and entry["contains"] not in verdict.get("message", ""):
        problems.append(f"message lacks {entry['contains']!r}")
    if not verdict.get("message"):
        problems.append("empty message")
    print(f"{entry['file']}: {verdict.get('status')} - {verdict.get('message', '')[:600]}")
    for problem in problems:
        print(f"FAIL {entry['file']}: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
