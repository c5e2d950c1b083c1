#!/usr/bin/env python3
"""The candidate's bounds through one `jaxbench serve --memory-limit 32M`: a
program needing more than that (a 64 MiB buffer through a while loop) is
`oom` by the server's default, a request's own memory_limit overrides it,
a malformed one is an error naming params.memory_limit, and a correct
candidate judged after the oom is `correct` by the same device worker.
Usage: serve_limits_test.py JAXBENCH"""
import pathlib
import sys
import time

from serve_client import LIBRARY, ROOT, Served, check

BIG = ROOT / "tests" / "data" / "candidates" / "rmsnorm_big_loop.mlir"
CORRECT = LIBRARY / "12p_RMSNorm" / "correct_reassociated.py"


def verdict_of(response):
    return response.get("result", {})


def main():
    served = Served(sys.argv[1], "--memory-limit", "32M")
    problems = []
    started = time.monotonic()
    big = verdict_of(served.call("eval", workload="12p", candidate_path=str(BIG), timing=False))
    check(problems, big.get("status") == "oom" and "32.00 MiB" in big.get("message", ""),
          f"the big program under the server's 32M: {str(big)[:400]}")
    worker = served.call("status")["result"]["worker"]["pid"]

    roomy = verdict_of(served.call("eval", workload="12p", candidate_path=str(BIG), timing=False, memory_limit="1G"))
    check(problems, roomy.get("status") != "oom",
          f"a request's memory_limit of 1G must override the server's: {str(roomy)[:400]}")

    bad = served.call("eval", workload="12p", candidate_path=str(BIG), memory_limit="lots")
    message = bad.get("error", {}).get("message", "")
    check(problems, "params.memory_limit" in message and "4G" in message, f"a malformed memory_limit: {bad}")

    correct = verdict_of(served.call("eval", workload="12p", candidate_source=CORRECT.read_text(), timing=False))
    check(problems, correct.get("status") == "correct", f"the correct candidate after the oom: {str(correct)[:400]}")
    status = served.call("status")["result"]["worker"]
    check(problems, status["pid"] == worker and status["restarts"] == 0,
          f"the oom must not cost the worker: {status} (was pid {worker})")
    code, rest = served.close()
    check(problems, code == 0 and rest == b"", f"exit code {code} at EOF, stdout left {rest[:200]!r}")
    for problem in problems:
        print("FAIL", problem)
    print(f"oom (server default), not oom (request's 1G), error (bad size), correct, "
          f"one worker, in {time.monotonic() - started:.1f} s; {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
