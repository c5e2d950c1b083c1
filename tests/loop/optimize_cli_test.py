#!/usr/bin/env python3
"""`jaxbench optimize` end to end on the CPU, through the real judge:

  refine   a scripted OpenAI-compatible server (tests/agent/openai_test_server.py)
           replies, in order, with no code, a candidate that does not export, an
           incorrect one, a correct slower one and a correct faster one; the run
           must end with the faster one as best, and the third request must carry
           the second verdict's message.
  faults   429 with Retry-After and a 500 (retried), malformed JSON (reported), a
           timeout (retried, then reported) and a reply cut off (finish_reason
           length, its code not judged): every step stored with its outcome.
  resume   a command: proposer run killed with SIGKILL mid-run, then --resume:
           the run completes, every step judged exactly once.
  autotune --proposer autotune over tests/data/autotune/planted_12p.py (8
           settings, one doing 1 pass where the others do 16-40) must end with
           the planted setting as best.
  down     a server that is not running: one line naming the URL, exit 2, no run stored.
  prompt   --print-prompt shows the workload, its shapes and the chip's facts and
           calls nothing.

    optimize_cli_test.py JAXBENCH_BINARY [case ...]
"""
import json
from contextlib import closing
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BINARY = None
PYTHON = sys.executable
CANDIDATES = os.path.join(ROOT, "examples", "candidates", "12p_RMSNorm")

SLOWER = '''import jax
import jax.numpy as jnp


def workload(x, scale):
    # Correct but slow: the mean of squares taken over a sorted copy of every row.
    xf = x.astype(jnp.float32)
    ms = jnp.mean(jnp.sort(xf * xf, axis=-1), axis=-1, keepdims=True)
    for _ in range(3):
        ms = jnp.mean(jnp.sort(xf * xf, axis=-1), axis=-1, keepdims=True) * 0.5 + ms * 0.5
    y = (xf * jax.lax.rsqrt(ms + 1e-5)).astype(x.dtype)
    return y * scale
'''


def read(name):
    with open(os.path.join(CANDIDATES, name)) as handle:
        return handle.read()


def block(source):
    return "Here is the kernel.\n\n```python\n" + source + "```\n"


def optimize(db, *args, timeout=600):
    command = [BINARY, "optimize", "--db", db, "--timing-budget", "1", "--json", *args]
    done = subprocess.run(command, capture_output=True, text=True, timeout=timeout, cwd=ROOT)
    return done


class Optimize(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="jaxbench-optimize-test-")
        self.db = os.path.join(self.dir, "store.db")

    def start_server(self, replies):
        script = os.path.join(self.dir, "replies.json")
        with open(script, "w") as handle:
            json.dump(replies, handle)
        self.log = os.path.join(self.dir, "requests.jsonl")
        port_file = os.path.join(self.dir, "port.txt")
        server = subprocess.Popen([PYTHON, os.path.join(ROOT, "tests", "agent", "openai_test_server.py"),
                                   "--script", script, "--log", self.log, "--port-file", port_file])
        self.addCleanup(server.wait)
        self.addCleanup(server.kill)
        for _ in range(200):
            if os.path.exists(port_file):
                with open(port_file) as handle:
                    text = handle.read().strip()
                if text:
                    return int(text)
            time.sleep(0.05)
        self.fail("the scripted server never wrote its port")

    def test_refine(self):
        replies = [{"content": "I would tile the rows, but I have no code yet."},
                   {"content": block("import jax\n\ndef workload(x, scale):\n    raise ValueError('tile too big')\n")},
                   {"content": block(read("wrong_epsilon.py"))},
                   {"content": block(SLOWER)},
                   {"content": block(read("correct_reassociated.py"))}]
        port = self.start_server(replies)
        done = optimize(self.db, "--workload", "12p", "--proposer", "openai:scripted-model", "--strategy", "refine",
                        "--budget", "5", "--base-url", f"http://127.0.0.1:{port}/v1")
        self.assertEqual(done.returncode, 0, done.stderr[-3000:])
        summary = json.loads(done.stdout)
        steps = summary["steps"]
        self.assertEqual([s["status"] for s in steps],
                         ["no_code", "export_error", "incorrect", "correct", "correct"], done.stderr[-2000:])
        best = summary["workloads"][0]["best"]
        self.assertEqual(best["step"], 5, json.dumps(steps, indent=1))
        self.assertGreater(steps[4]["key"], steps[3]["key"])
        with open(self.log) as handle:
            requests = [json.loads(line) for line in handle]
        self.assertEqual(len(requests), 5)
        third = json.dumps(requests[2]["body"])
        second_message = steps[1]["message"]
        self.assertIn("tile too big", second_message)
        self.assertIn(json.dumps(second_message)[1:-1][:120], third)
        # Stored: five steps, four attempts (no code is not judged), tokens recorded.
        with closing(sqlite3.connect(self.db)) as store:
            self.assertEqual(store.execute("SELECT count(*) FROM loop_steps").fetchone()[0], 5)
            self.assertEqual(store.execute("SELECT count(*) FROM attempts").fetchone()[0], 4)
            self.assertEqual(store.execute("SELECT sum(prompt_tokens) FROM loop_steps").fetchone()[0], 55)
            self.assertEqual(store.execute("SELECT model FROM runs").fetchone()[0], "scripted-model")

    def test_faults_are_retried_or_reported_and_stored(self):
        good = {"content": block(read("correct_reassociated.py"))}
        replies = [{"status": 429, "headers": {"Retry-After": "1"}, "body": {"error": {"message": "slow down"}}},
                   good,
                   {"status": 500, "body": {"error": {"message": "overloaded"}}},
                   good,
                   {"status": 200, "body": "{not json"},
                   {"content": "late", "delay": 3},
                   {"content": "late", "delay": 3},
                   {"content": "```python\ndef workload(x, scale):\n    return x", "finish_reason": "length"}]
        port = self.start_server(replies)
        done = optimize(self.db, "--workload", "12p", "--proposer", "openai:scripted-model", "--budget", "5",
                        "--retries", "1", "--request-timeout", "1", "--base-url", f"http://127.0.0.1:{port}/v1")
        self.assertEqual(done.returncode, 0, done.stderr[-3000:])
        steps = json.loads(done.stdout)["steps"]
        self.assertEqual([s["status"] for s in steps], ["correct", "correct", "error", "error", "cut_off"],
                         json.dumps(steps, indent=1))
        self.assertIn("JSON", steps[2]["message"])
        self.assertIn("time", steps[3]["message"].lower())
        with closing(sqlite3.connect(self.db)) as store:
            rows = store.execute("SELECT outcome, requests, raw_reply IS NOT NULL FROM loop_steps ORDER BY step"
                                 ).fetchall()
        self.assertEqual([r[0] for r in rows], ["ok", "ok", "error", "error", "cut_off"])
        # 429 and 500 retried once each; malformed JSON reported at once; the timeout retried, then given up.
        self.assertEqual([r[1] for r in rows], [2, 2, 1, 2, 1])
        self.assertTrue(all(r[2] for r in rows[:3]))

    def test_resume_after_sigkill(self):
        agent = os.path.join(self.dir, "agent.sh")
        with open(agent, "w") as handle:
            handle.write("#!/bin/sh\ncat > /dev/null\necho 'agent: thinking' >&2\nsleep 1\ncat %s\necho \"# $$\"\n"
                         % os.path.join(CANDIDATES, "correct_reassociated.py"))
        os.chmod(agent, 0o755)
        command = [BINARY, "optimize", "--db", self.db, "--timing-budget", "0.5", "--workload", "12p",
                   "--proposer", "command:" + agent, "--budget", "4"]
        run = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                               start_new_session=True)
        deadline = time.time() + 300
        judged = 0
        while time.time() < deadline and judged < 2:
            time.sleep(0.2)
            if os.path.exists(self.db):
                try:
                    with closing(sqlite3.connect(self.db)) as store:
                        judged = store.execute("SELECT count(*) FROM loop_steps WHERE attempt_id IS NOT NULL"
                                               ).fetchone()[0]
                except sqlite3.OperationalError:
                    pass
        os.killpg(run.pid, signal.SIGKILL)
        run.wait()
        self.assertGreaterEqual(judged, 2, "the run never judged two steps")
        with closing(sqlite3.connect(self.db)) as store:
            run_id = store.execute("SELECT run_id FROM loop_runs").fetchone()[0]
            before = store.execute("SELECT count(*) FROM attempts").fetchone()[0]
        self.assertLess(before, 4)
        done = optimize(self.db, "--resume", str(run_id))
        self.assertEqual(done.returncode, 0, done.stderr[-3000:])
        with closing(sqlite3.connect(self.db)) as store:
            steps = store.execute("SELECT step, attempt_id FROM loop_steps ORDER BY step").fetchall()
            attempts = store.execute("SELECT count(*) FROM attempts").fetchone()[0]
            finished = store.execute("SELECT finished_at FROM loop_runs").fetchone()[0]
            logs = [r[0] for r in store.execute("SELECT proposer_log FROM loop_steps").fetchall()]
        self.assertEqual([s for s, _ in steps], [1, 2, 3, 4])
        self.assertTrue(all(a is not None for _, a in steps))
        self.assertEqual(attempts, 4, "a step was judged twice")
        self.assertEqual(len({a for _, a in steps}), 4)
        self.assertIsNotNone(finished)
        self.assertEqual(logs, ["agent: thinking\n"] * 4)  # the command's stderr, kept per step

    def test_autotune_finds_the_planted_setting(self):
        template = os.path.join(ROOT, "tests", "data", "autotune", "planted_12p.py")
        done = optimize(self.db, "--workload", "12p", "--proposer", "autotune", "--template", template,
                        "--budget", "8")
        self.assertEqual(done.returncode, 0, done.stderr[-3000:])
        summary = json.loads(done.stdout)
        self.assertEqual(summary["strategy"], "search")
        self.assertEqual(len(summary["steps"]), 8)
        self.assertEqual(sorted(s["setting"]["passes"] for s in summary["steps"]),
                         [1, 16, 20, 24, 28, 32, 36, 40])
        self.assertTrue(all(s["status"] == "correct" for s in summary["steps"]), done.stdout)
        best = summary["workloads"][0]["best"]
        self.assertEqual(best["setting"], {"passes": 1}, json.dumps(summary["steps"], indent=1))

    def test_a_server_that_is_not_running_is_refused_before_anything_is_stored(self):
        url = "http://127.0.0.1:1/v1"  # nothing listens on port 1
        done = optimize(self.db, "--workload", "12p", "--proposer", "openai:any", "--budget", "2", "--base-url", url,
                        timeout=120)
        self.assertEqual(done.returncode, 2, done.stderr)
        lines = done.stderr.strip().splitlines()
        self.assertEqual(len(lines), 1, done.stderr)
        self.assertIn(f"cannot reach {url}", lines[0])
        if os.path.exists(self.db):
            with closing(sqlite3.connect(self.db)) as store:
                self.assertEqual(store.execute("SELECT count(*) FROM runs").fetchone()[0], 0)
                self.assertEqual(store.execute("SELECT count(*) FROM loop_steps").fetchone()[0], 0)

    def test_print_prompt(self):
        done = subprocess.run([BINARY, "optimize", "--db", self.db, "--workload", "12p", "--proposer",
                               "openai:any", "--target", "v6e", "--print-prompt"], capture_output=True, text=True,
                              timeout=120, cwd=ROOT)
        self.assertEqual(done.returncode, 0, done.stderr)
        for expected in ("# Workload 12p_RMSNorm", "def workload(x, scale)", "bf16[2,128,1024]",
                         "128 MiB of VMEM", "256x256", "(16, 128) for bf16", "(none yet)"):
            self.assertIn(expected, done.stdout)
        self.assertFalse(os.path.exists(self.db), "--print-prompt created the store")


if __name__ == "__main__":
    BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
