#!/usr/bin/env python3
"""examples/agents/rewrite_agent.py on prompts in prompts/refine.md's form (no judge):
the move for each attempt, the return to the best kernel after a failure, the
verdicts counted by their numbers, and a prompt without a reference refused."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
AGENT = os.path.join(ROOT, "examples", "agents", "rewrite_agent.py")
REFERENCE = open(os.path.join(ROOT, "workloads", "12p_RMSNorm", "workload.py")).read()


def prompt(workload_id, verdicts, best=None):
    best_text = f"```python\n{best}```" if best else "(none yet)"
    return (f"You are an expert.\n\n# Workload {workload_id}\n\nThe reference implementation:\n\n"
            f"```python\n{REFERENCE}```\n\n# The target chip\n\ncpu\n\n# The best kernel so far\n\n"
            f"{best_text}\n\n# The last verdicts (oldest first)\n\n{chr(10).join(verdicts) or '(none yet)'}\n")


def propose(text):
    run = subprocess.run([sys.executable, AGENT], input=text, capture_output=True, text=True)
    return run.returncode, run.stdout, run.stderr


def check(condition, what, failures):
    if not condition:
        failures.append(what)


def main():
    failures = []
    ok = "- attempt {}: correct, 1.0{}x the reference — fine"
    moves = []
    for k in range(5):
        rc, out, _ = propose(prompt("12p_RMSNorm", [ok.format(i + 1, i) for i in range(k)], best="def workload(x, scale):\n    return x\n"))
        check(rc == 0, f"attempt {k}: exit {rc}", failures)
        moves.append(out.splitlines()[0])
        compile(out, "proposal.py", "exec")  # every proposal is valid Python
    check(moves == ["# rewrite_agent move: reference", "# rewrite_agent move: f32-internals",
                    "# rewrite_agent move: one-pass-sum", "# rewrite_agent move: fused-scale",
                    "# rewrite_agent move: best-so-far"], f"12p moves {moves}", failures)
    _, out, _ = propose(prompt("12p_RMSNorm", []))
    check(out.split("\n", 1)[1] == REFERENCE, "attempt 0 is not the reference verbatim", failures)
    # A fused workload has no moves of its own: after f32-internals, the best so far.
    _, out, _ = propose(prompt("41k_Gemm_Add_ReLU", [ok.format(1, 0), ok.format(2, 1)]))
    check(out.startswith("# rewrite_agent move: reference"), "41k attempt 2 without a best: the reference", failures)
    # A failure sends it back to the best kernel so far.
    rc, out, err = propose(prompt("12p_RMSNorm", [ok.format(1, 0), "- attempt 2: incorrect — max error 3.1"],
                                  best="def workload(x, scale):\n    return x * 1\n"))
    check(out == "# rewrite_agent move: best-so-far\ndef workload(x, scale):\n    return x * 1\n",
          f"after a failure: {out!r}", failures)
    check("move best-so-far" in err, f"stderr names the move: {err!r}", failures)
    # Only the last five verdicts are shown: the attempt is counted by their numbers.
    _, out, _ = propose(prompt("12p_RMSNorm", [ok.format(i, 0) for i in range(2, 4)]))
    check(out.startswith("# rewrite_agent move: fused-scale"), f"attempts 2-3 shown: {out[:40]!r}", failures)
    rc, _, err = propose("no workload here\n")
    check(rc == 2 and "no reference implementation" in err, f"no reference: exit {rc}, {err!r}", failures)
    for f in failures:
        print("FAIL:", f, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
