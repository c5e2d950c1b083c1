#!/usr/bin/env python3
"""30 candidates of the library (examples/candidates/expected.json) through
ONE `jaxbench serve`, correctness only (timing false): every verdict's status
is the one expected.json names (the one `jaxbench eval --json --no-timing`
gives), and nothing but responses reaches stdout.
Usage: serve_library_test.py JAXBENCH"""
import json
import sys
import time

from serve_client import LIBRARY, Served, check

COUNT = 30
SLOW = {"12p_RMSNorm/infinite_loop.py"}  # its export runs to its own 20 s limit; tests/judge covers it


def main():
    entries = [e for e in json.loads((LIBRARY / "expected.json").read_text())["candidates"] if e["file"] not in SLOW]
    served = Served(sys.argv[1])
    problems = []
    started = time.monotonic()
    for entry in entries[:COUNT]:
        path = LIBRARY / entry["file"]
        params = {"workload": entry["workload"], "timing": False}
        if path.suffix == ".py":  # half inline, as an agent sends them; .mlir files by path
            params.update(candidate_source=path.read_text(), candidate_kind="py")
        else:
            params["candidate_path"] = str(path)
        response = served.call("eval", **params)
        verdict = response.get("result", {})
        check(problems, verdict.get("status") == entry["status"],
              f"{entry['file']}: {verdict.get('status')!r}, expected {entry['status']!r}: "
              f"{str(response.get('error') or verdict.get('message'))[:300]}")
        check(problems, not entry.get("contains") or entry["contains"] in verdict.get("message", ""),
              f"{entry['file']}: the message lacks {entry.get('contains')!r}")
    status = served.call("status")["result"]
    check(problems, status["judge"] is not None and status["judge"].get("evaluations", 0) >= 1,
          f"status names no warm judge: {status}")
    code, rest = served.close()
    check(problems, code == 0 and rest == b"", f"exit code {code} at EOF, stdout left {rest[:200]!r}")
    for problem in problems:
        print("FAIL", problem)
    print(f"{min(COUNT, len(entries))} candidates through one server in {time.monotonic() - started:.1f} s, "
          f"worker restarts {status['worker']['restarts']}; {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
