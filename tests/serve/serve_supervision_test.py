#!/usr/bin/env python3
"""Supervision through one `jaxbench serve`: a candidate whose execution
hangs (an endless stablehlo.while on one input set, 3 s execution limit)
gets `timeout`; a worker killed by SIGSEGV mid-eval gets `runtime_error`
naming the signal; after each, a correct candidate is `correct` in a fresh
worker, and the server is alive and exits 0 at EOF. Then a server killed
with SIGKILL while its worker runs a hanging candidate (60 s execution
limit): the worker ends within seconds, not at the limit.
Usage: serve_supervision_test.py JAXBENCH"""
import json
import os
import pathlib
import signal
import sys
import threading
import time

from serve_client import LIBRARY, Served, check

HERE = pathlib.Path(__file__).resolve().parent
CORRECT = LIBRARY / "12p_RMSNorm" / "correct_reassociated.py"


def eval_correct(served, problems, after):
    response = served.call("eval", workload="12p", candidate_source=CORRECT.read_text(), timing=False)
    verdict = response.get("result", {})
    check(problems, verdict.get("status") == "correct", f"after {after}: {str(response)[:400]}")


def alive(pid):
    """Running, not a zombie (an orphan is reaped by init, or waits as a zombie under a subreaper)."""
    try:
        state = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state != "Z"


def front_killed_mid_eval(jaxbench, problems):
    served = Served(jaxbench)
    eval_correct(served, problems, "a fresh server")
    worker = served.call("status")["result"]["worker"]["pid"]
    served.send_raw((json.dumps({"id": 99, "method": "eval", "params": {
        "workload": "12p", "candidate_path": str(HERE / "hangs_on_small_inputs.mlir"), "timing": False,
        "execution_timeout": 60}}) + "\n").encode())
    time.sleep(3)  # the hanging execution is under way
    check(problems, alive(worker), "the worker ended before its front was killed")
    served.process.kill()
    served.process.wait()
    deadline = time.monotonic() + 10
    while alive(worker) and time.monotonic() < deadline:
        time.sleep(0.1)
    check(problems, not alive(worker), "the worker was still running 10 s after its front was killed")


def main():
    served = Served(sys.argv[1])
    problems = []
    started = time.monotonic()
    hung = served.call("eval", workload="12p", candidate_path=str(HERE / "hangs_on_small_inputs.mlir"),
                       timing=False, execution_timeout=3)
    verdict = hung.get("result", {})
    check(problems, verdict.get("status") == "timeout", f"the hanging candidate: {str(hung)[:400]}")
    check(problems, verdict.get("schema") == "jaxbench.verdict/2" or "cases" in verdict,
          f"the timeout is not the verdict object: {str(verdict)[:300]}")
    eval_correct(served, problems, "the timeout")
    status = served.call("status")["result"]
    check(problems, status["worker"]["restarts"] == 1, f"one restart after the timeout expected: {status['worker']}")
    worker = status["worker"]["pid"]

    # The plugin crashing mid-judgement, as the server sees it: the worker dies of SIGSEGV.
    def crash_worker():
        time.sleep(1.5)
        os.kill(worker, signal.SIGSEGV)
    threading.Thread(target=crash_worker).start()
    crashed = served.call("eval", workload="12p", candidate_path=str(LIBRARY / "12p_RMSNorm" / "infinite_loop.py"),
                          timing=False, export_timeout=60)
    verdict = crashed.get("result", {})
    check(problems, verdict.get("status") == "runtime_error" and "SIGSEGV" in verdict.get("message", ""),
          f"the crashed worker: {str(crashed)[:400]}")
    eval_correct(served, problems, "the crash")
    status = served.call("status")["result"]
    check(problems, status["worker"]["restarts"] == 2 and status["worker"]["deaths"] == 1,
          f"after the crash: {status['worker']}")
    code, rest = served.close()
    check(problems, code == 0 and rest == b"", f"exit code {code} at EOF, stdout left {rest[:200]!r}")
    front_killed_mid_eval(sys.argv[1], problems)
    for problem in problems:
        print("FAIL", problem)
    print(f"timeout, correct, runtime_error (SIGSEGV), correct, front killed mid-eval in "
          f"{time.monotonic() - started:.1f} s; "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
