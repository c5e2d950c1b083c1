#!/usr/bin/env python3
"""`jaxbench optimize --proposer openai:...` against a REAL model server: llama.cpp's
OpenAI-compatible server with SmolLM2-135M-Instruct, on the CPU (tools/local_model/).

  loop       optimize --workload 12p --budget 3 runs to the end; every step is stored
             with the server's own token usage: its prompt tokens equal what the
             server's tokenizer counts for the stored prompt (its chat template
             applied), its completion tokens at most --max-tokens.
  no_code    a prompt template asking for one word: the reply has no code -> no_code.
  cut_off    --max-tokens 8: the reply stops at the limit -> cut_off, 8 tokens.
  overflow   a server with a 512-token window: the prompt is refused in one line
             naming both sizes (the prompt's as the server counted it, and 512).

Skips (exit 77) when tools/local_model/ has not installed the server and the
model (python3 tools/local_model/local_model.py install).

    local_model_test.py JAXBENCH_BINARY
"""
import json
import os
import sqlite3
import subprocess
import sys
import tempfile
import time
import unittest
import urllib.request
from contextlib import closing

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "tools", "local_model", "local_model.py")
MODEL = "smollm2-135m-instruct"
BINARY = None
SERVERS = {}  # ctx -> base URL


def start_server(ctx):
    state = tempfile.mkdtemp(prefix=f"jaxbench-local-model-{ctx}-")
    env = dict(os.environ, JAXBENCH_LOCAL_MODEL_STATE=state)
    done = subprocess.run([sys.executable, SCRIPT, "start", "--ctx", str(ctx)], capture_output=True, text=True,
                          env=env, timeout=180)
    if done.returncode != 0:
        raise RuntimeError(f"local_model.py start --ctx {ctx} failed: {done.stderr.strip()}")
    SERVERS[ctx] = (done.stdout.strip(), env)
    return SERVERS[ctx][0]


def stop_servers():
    for _, env in SERVERS.values():
        subprocess.run([sys.executable, SCRIPT, "stop"], env=env, capture_output=True, timeout=60)


def post(base, path, body):
    request = urllib.request.Request(base.removesuffix("/v1") + path, data=json.dumps(body).encode(),
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=120) as reply:
        return json.load(reply)


def server_token_count(base, system_text, user_text):
    """The prompt's tokens as the server counts them: its chat template, then its tokenizer."""
    messages = ([{"role": "system", "content": system_text}] if system_text else []) + [
        {"role": "user", "content": user_text}]
    prompt = post(base, "/apply-template", {"messages": messages})["prompt"]
    return len(post(base, "/tokenize", {"content": prompt, "add_special": True})["tokens"])


def optimize(db, base, *args):
    command = [BINARY, "optimize", "--db", db, "--json", "--workload", "12p", "--proposer", "openai:" + MODEL,
               "--base-url", base, "--timing-budget", "1", "--temperature", "0.2", *args]
    started = time.monotonic()
    done = subprocess.run(command, capture_output=True, text=True, timeout=900, cwd=ROOT)
    return done, time.monotonic() - started


def stored_steps(db):
    with closing(sqlite3.connect(db)) as store:
        store.row_factory = sqlite3.Row
        return [dict(r) for r in store.execute(
            "SELECT step, outcome, message, raw_reply, system_text, user_text, prompt_tokens, completion_tokens, "
            "requests, propose_seconds, attempt_id FROM loop_steps ORDER BY step")]


class LocalModel(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp(prefix="jaxbench-local-model-test-")
        self.db = os.path.join(self.dir, "store.db")

    def run_loop(self, base, *args):
        done, seconds = optimize(self.db, base, *args)
        self.assertEqual(done.returncode, 0, done.stderr[-3000:])
        return json.loads(done.stdout), stored_steps(self.db), seconds

    def test_loop_stores_every_step_with_the_servers_usage(self):
        base = SERVERS[8192][0]
        summary, steps, seconds = self.run_loop(base, "--budget", "3", "--max-tokens", "384")
        self.assertEqual(len(summary["steps"]), 3, json.dumps(summary, indent=1))
        self.assertEqual([s["step"] for s in steps], [1, 2, 3])
        for s in steps:
            self.assertIn(s["outcome"], ("ok", "no_code", "cut_off"), s["message"])
            self.assertEqual(s["requests"], 1)
            self.assertTrue(s["raw_reply"], f"step {s['step']} stored no reply")
            self.assertEqual(s["prompt_tokens"], server_token_count(base, s["system_text"], s["user_text"]))
            self.assertGreater(s["completion_tokens"], 0)
            self.assertLessEqual(s["completion_tokens"], 384)
            if s["outcome"] == "cut_off":
                self.assertEqual(s["completion_tokens"], 384)
            self.assertEqual(s["attempt_id"] is not None, s["outcome"] == "ok")
        self.assertEqual(summary["workloads"][0]["tokens"],
                         sum(s["prompt_tokens"] + s["completion_tokens"] for s in steps))
        generated = sum(s["completion_tokens"] for s in steps)
        proposing = sum(s["propose_seconds"] for s in steps)
        print(f"\nlocal_model: 3 steps in {seconds:.1f} s; outcomes {[s['outcome'] for s in steps]}, verdicts "
              f"{[s['status'] for s in summary['steps']]}; prompt tokens {[s['prompt_tokens'] for s in steps]}, "
              f"completion tokens {[s['completion_tokens'] for s in steps]}; {proposing / 3:.1f} s per proposal, "
              f"{generated / proposing:.1f} completion tokens/s (prompt reading included)", flush=True)

    def test_a_reply_without_code_is_no_code(self):
        template = os.path.join("tests", "agent", "data", "one_word_prompt.md")
        summary, steps, _ = self.run_loop(SERVERS[8192][0], "--budget", "1", "--max-tokens", "32",
                                          "--prompt-template", template)
        self.assertEqual(steps[0]["outcome"], "no_code", steps[0]["raw_reply"])
        self.assertEqual(summary["steps"][0]["status"], "no_code")
        self.assertNotIn("```", steps[0]["raw_reply"])

    def test_a_reply_cut_at_max_tokens_is_cut_off(self):
        summary, steps, _ = self.run_loop(SERVERS[8192][0], "--budget", "1", "--max-tokens", "8")
        self.assertEqual(steps[0]["outcome"], "cut_off", steps[0]["raw_reply"])
        self.assertEqual(steps[0]["completion_tokens"], 8)
        self.assertIn("raise --max-tokens", steps[0]["message"])
        self.assertIsNone(steps[0]["attempt_id"], "a cut-off reply was judged")

    def test_a_prompt_longer_than_the_window_is_refused_naming_both_sizes(self):
        small = SERVERS[512][0]
        summary, steps, _ = self.run_loop(small, "--budget", "1", "--max-tokens", "16")
        self.assertEqual(steps[0]["outcome"], "error")
        tokens = server_token_count(small, steps[0]["system_text"], steps[0]["user_text"])
        self.assertGreater(tokens, 512)
        message = steps[0]["message"]
        self.assertIn(f"the prompt is {tokens} tokens, more than the model's context window of 512 tokens", message)
        self.assertNotIn("\n", message)
        self.assertEqual(steps[0]["requests"], 1, "a refused prompt was sent again")


def main():
    global BINARY
    BINARY = os.path.abspath(sys.argv.pop(1))
    check = subprocess.run([sys.executable, SCRIPT, "check"], capture_output=True, text=True)
    if check.returncode != 0:
        print(f"SKIP: the local model is not installed ({check.stderr.strip()})", flush=True)
        sys.exit(77)
    try:
        for ctx in (8192, 512):
            start_server(ctx)
        program = unittest.main(exit=False)
    finally:
        stop_servers()
    sys.exit(0 if program.result.wasSuccessful() else 1)


if __name__ == "__main__":
    main()
