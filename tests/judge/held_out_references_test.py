#!/usr/bin/env python3
"""Issue #30, held-out shapes, must-show 1: every suite reference passes its held-out
checks. Each workload's own workload.py is submitted as a candidate to one warm
`jaxbench serve` (correctness only, --held-out SHAPES, default 2): the verdict must be
`correct` with held_out checked and correct at every shape, and no note may report a
held-out shape the suite's own programs failed at. Prints each workload's shapes and
seconds. Usage: held_out_references_test.py JAXBENCH [SHAPES] [ID ...]   (stdlib only)"""
import pathlib
import re
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "serve"))
from serve_client import ROOT, Served  # noqa: E402


def workload_ids(only):
    ids = sorted((p.parent.name for p in (ROOT / "workloads").glob("*/workload.py")),
                 key=lambda w: int(re.match(r"\d+", w).group()))
    return [w for w in ids if not only or w.split("_")[0] in only or w in only]


def check(served, workload, shapes):
    start = time.monotonic()
    response = served.call("eval", workload=workload, candidate_path=str(ROOT / "workloads" / workload / "workload.py"),
                           timing=False, held_out=shapes)
    verdict = response.get("result") or {}
    held = verdict.get("held_out") or {}
    checked = [s for s in held.get("shapes", []) if s.get("checked")]
    seconds = time.monotonic() - start
    print(f"{workload}: {verdict.get('status')} held-out {[s['shape'] for s in checked]} ({seconds:.1f} s)", flush=True)
    problems = []
    if verdict.get("status") != "correct":
        problems.append(f"{verdict.get('status')}: {str(verdict.get('message') or response.get('error'))[:400]}")
    if len(checked) < shapes or not held.get("correct"):
        problems.append(f"held-out shapes checked {len(checked)} of {shapes}: {held}")
    problems += [n for n in verdict.get("notes", []) if n.startswith("held-out shape")]
    return [f"{workload}: {p}" for p in problems]


def main():
    jaxbench = sys.argv[1]
    shapes = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    served = Served(jaxbench)
    problems = []
    start = time.monotonic()
    for workload in workload_ids(sys.argv[3:]):
        problems += check(served, workload, shapes)
    code, _ = served.close()
    print(f"{len(workload_ids(sys.argv[3:]))} workloads in {time.monotonic() - start:.0f} s")
    if code != 0:
        problems.append(f"serve exited with {code}")
    for problem in problems:
        print("FAIL", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
