#!/usr/bin/env python3
"""Held-out shapes prepared ahead by one warm `jaxbench serve` (issue #30's cost):
the first two evals of a workload draw their own shapes (a workload judged once,
as in a sweep, is not prepared for); from the second on, while the server is idle it
prepares the next eval's (status shows counts, never the shapes); an eval whose
candidate fails at the public shape leaves the batch for the next; the next eval
takes it (held_out.prepared_ahead, a fresh seed) and judges there exactly as at
fresh shapes: a hard-coded width is still `incorrect` with held_out_shape; each
batch is taken once.
Usage: serve_held_out_prefetch_test.py JAXBENCH"""
import json
import sys
import time

from serve_client import LIBRARY, Served, check

CORRECT = LIBRARY / "12p_RMSNorm" / "correct_reassociated.py"
HARD_CODED_WIDTH = LIBRARY / "12p_RMSNorm" / "hardcoded_width_mean.py"
WRONG_AT_PUBLIC = LIBRARY / "12p_RMSNorm" / "wrong_epsilon.py"


def evaluate(served, candidate, **params):
    return served.call("eval", workload="12p", candidate_path=str(candidate), timing=False, **params)["result"]


def prefetch_status(served):
    return served.call("status")["result"]["judge"]["held_out_prefetch"]


def wait_until_ready(served, shapes, seconds=240):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        status = prefetch_status(served)
        if status["ready"] >= shapes:
            return status
        time.sleep(0.5)
    raise AssertionError(f"no batch of {shapes} shapes prepared in {seconds} s: {prefetch_status(served)}")


def main():
    served = Served(sys.argv[1])
    problems = []
    first = evaluate(served, CORRECT)
    held = first.get("held_out") or {}
    check(problems, first.get("status") == "correct" and held.get("correct") and len(held.get("shapes", [])) == 2,
          f"the first eval: {str(first)[:400]}")
    check(problems, held.get("prepared_ahead") is False, f"the first eval cannot have shapes prepared: {held}")
    time.sleep(3)
    check(problems, prefetch_status(served)["pending"] + prefetch_status(served)["ready"] == 0,
          f"a workload judged once must not be prepared for (a sweep never comes back): {prefetch_status(served)}")
    second = evaluate(served, CORRECT)
    check(problems, (second.get("held_out") or {}).get("prepared_ahead") is False,
          f"the second eval cannot have shapes prepared: {second.get('held_out')}")

    ready = wait_until_ready(served, 2)
    status_text = json.dumps(served.call("status"))
    wrong = evaluate(served, WRONG_AT_PUBLIC)
    after_wrong = prefetch_status(served)
    check(problems, wrong.get("status") == "incorrect" and after_wrong["batches_taken"] == ready["batches_taken"],
          f"a candidate wrong at the public shape must leave the batch: {wrong.get('status')}, {after_wrong}")

    gated = evaluate(served, HARD_CODED_WIDTH)
    gated_held = gated.get("held_out") or {}
    check(problems, gated_held.get("prepared_ahead") is True, f"the batch was not taken: {gated_held}")
    check(problems, gated.get("status") == "incorrect" and gated.get("message", "").startswith("held_out_shape "),
          f"a hard-coded width at prepared shapes: {gated.get('status')}: {gated.get('message', '')[:300]}")
    check(problems, gated_held.get("seed") not in (None, held.get("seed")), f"seeds {held.get('seed')}, "
          f"{gated_held.get('seed')}: each batch needs its own")
    for shape in gated_held.get("shapes", []):
        check(problems, shape["shape"] not in status_text, f"status showed {shape['shape']} before the verdict")
    check(problems, prefetch_status(served)["batches_taken"] == ready["batches_taken"] + 1,
          f"one batch taken: {prefetch_status(served)}")

    wait_until_ready(served, 2)
    again = evaluate(served, CORRECT)
    again_held = again.get("held_out") or {}
    check(problems, again.get("status") == "correct" and again_held.get("prepared_ahead") is True
          and all(s["correct"] and s["checked"] for s in again_held.get("shapes", [])),
          f"a correct candidate at prepared shapes: {str(again)[:400]}")
    check(problems, again_held.get("seed") != gated_held.get("seed"), "a batch was taken twice")
    none = evaluate(served, CORRECT, held_out=0)
    check(problems, not (none.get("held_out") or {}).get("prepared_ahead"), f"held_out 0: {none.get('held_out')}")
    failures = prefetch_status(served)["failures"]
    check(problems, failures == 0, f"the prefetch failed {failures} time(s): {prefetch_status(served)}")
    code, rest = served.close()
    check(problems, code == 0 and rest == b"", f"exit code {code} at EOF, stdout left {rest[:200]!r}")
    for problem in problems:
        print("FAIL", problem)
    print(f"fresh, prepared (left by a wrong candidate, taken by a shape gate), prepared again; "
          f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
