#!/usr/bin/env python3
"""100 malformed requests through one `jaxbench serve` (bad JSON, not an
object, unknown methods, missing and ill-typed fields, lines over the 8 MiB
cap, binary garbage, NUL bytes, invalid UTF-8): one error response each, in
order, then a valid `list` is still answered and EOF ends the server with 0.
Usage: serve_malformed_test.py JAXBENCH"""
import json
import random
import sys

from serve_client import Served, check

HUGE = 9 << 20  # past the server's 8 MiB line cap


def malformed_lines():
    """(bytes of one line without its newline, the id the error must carry)."""
    rng = random.Random(10)
    lines = [(text.encode(), None) for text in
             ["{", '{"id": 1,', "nul", "[1, 2", "{'id': 1}", '{"id": 1 "method": "list"}', "}{", "--", "\\", '"']]
    lines += [(text.encode(), None) for text in ["[]", "1", '"list"', "null", "true", "[{}]", "3.5", "{}"]]
    lines += [(json.dumps({"id": 100 + i, "method": name}).encode(), 100 + i) for i, name in
              enumerate(["lst", "evaluate", "", "LIST", "tools/call", "initialize", "shutdown", "eval ", "x" * 5000,
                         "run!"])]
    lines += [(json.dumps({"id": 200, "params": {}}).encode(), 200), (json.dumps({"id": 201, "method": 5}).encode(), 201),
              (json.dumps({"id": 202, "method": None}).encode(), 202),
              (json.dumps({"id": 203, "method": "list", "params": [1]}).encode(), 203),
              (json.dumps({"id": 204, "method": "list", "params": "all"}).encode(), 204)]
    bad_params = [("describe", {}), ("describe", {"workload": 12}), ("describe", {"workload": "12p", "size": "huge"}),
                  ("describe", {"workload": "no_such_workload"}), ("eval", {}), ("eval", {"workload": "12p"}),
                  ("eval", {"candidate_source": "x"}), ("eval", {"workload": "12p", "candidate_path": "/nonexistent.py"}),
                  ("eval", {"workload": "12p", "candidate_source": "x", "candidate_kind": "c"}),
                  ("eval", {"workload": "12p", "candidate_source": "x", "seeds": 1}),
                  ("eval", {"workload": "12p", "candidate_source": "x", "seeds": "3"}),
                  ("eval", {"workload": "12p", "candidate_source": "x", "timing": "no"}),
                  ("eval", {"workload": "12p", "candidate_source": "x", "budget": -1}),
                  ("eval", {"workload": "12p", "candidate_source": "x", "candidate_path": "/etc/hostname"}),
                  ("eval", {"workload": "12p", "candidate_source": "x", "colour": "red"}),
                  ("run", {}), ("run", {"workload": "12p", "size": 3}), ("list", {"suite": "most"}),
                  ("list", {"sweet": "all"}), ("status", {"verbose": True}), ("preflight", {}),
                  ("preflight", {"workload": ["12p"]})]
    lines += [(json.dumps({"id": 300 + i, "method": m, "params": p}).encode(), 300 + i)
              for i, (m, p) in enumerate(bad_params)]
    lines += [(b"a" * HUGE, None), (b'{"id": 1, "method": "list", "params": {"x": "' + b"y" * HUGE + b'"}}', None),
              (b"[" * HUGE, None)]
    lines += [(b'{"id": 1, "method": "list"}\x00', None), (b"\x00" * 64, None),
              (b'{"id": 1, "method": "l\xffist"}', None), (b'{"id": 1, "method": "\xc3\x28"}', None),
              (b"\xef\xbb\xbf\xfe\xfe", None)]
    while len(lines) < 100:  # binary garbage: random bytes, never a newline
        lines.append((bytes(b for b in rng.randbytes(rng.randint(1, 2000)) if b != 0x0A) or b"\x01", None))
    return lines[:100]


def main():
    served = Served(sys.argv[1])
    problems = []
    lines = malformed_lines()
    for index, (line, expected_id) in enumerate(lines):
        served.send_raw(line + b"\n")
        response = served.read()
        error = response.get("error")
        if check(problems, isinstance(error, dict) and "result" not in response,
                 f"line {index}: no error response: {str(response)[:200]}"):
            check(problems, error.get("code") and error.get("message") and "\n" not in error["message"],
                  f"line {index}: error without a one-line code and message: {error}")
        check(problems, response.get("id") == expected_id,
              f"line {index}: id {response.get('id')!r}, expected {expected_id!r}")
    listed = served.call("list")
    workloads = listed.get("result", {}).get("workloads", [])
    check(problems, len(workloads) >= 10 and all("id" in w and "sizes" in w for w in workloads),
          f"list after the malformed lines: {str(listed)[:300]}")
    status = served.call("status")["result"]
    check(problems, status["counters"]["malformed"] >= 30, f"status counts too few malformed lines: {status}")
    check(problems, status["worker"]["starts"] == 0, f"a malformed request started the device worker: {status}")
    code, rest = served.close()
    check(problems, code == 0, f"exit code {code} at EOF, expected 0")
    check(problems, rest == b"", f"stdout carried more than the responses: {rest[:200]!r}")
    for problem in problems:
        print("FAIL", problem)
    print(f"{len(lines)} malformed lines, {len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
