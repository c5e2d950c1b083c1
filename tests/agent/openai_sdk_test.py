#!/usr/bin/env python3
"""Proof that openai_test_server.py speaks the real wire format: the official
`openai` Python SDK (tools/requirements-test.txt) completes a chat call
against it, reads the content, finish_reason and usage, and sends what the
C++ proposer sends (model, messages, the key only as a Bearer header).
Exits 77 (skipped) when the SDK is not installed."""
import json
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
KEY = "sk-test-sdk-0123456789"


def start_server(folder, script):
    script_path = os.path.join(folder, "script.json")
    with open(script_path, "w") as f:
        json.dump(script, f)
    port_file = os.path.join(folder, "port")
    log = os.path.join(folder, "requests.jsonl")
    proc = subprocess.Popen([sys.executable, os.path.join(HERE, "openai_test_server.py"), "--script", script_path,
                             "--log", log, "--port-file", port_file])
    for _ in range(200):
        if os.path.exists(port_file):
            return proc, int(open(port_file).read()), log
        time.sleep(0.05)
    proc.kill()
    raise SystemExit("openai_test_server.py did not start in 10 s")


def main():
    try:
        import openai
    except ImportError:
        print("skipped: the openai SDK is not installed (pip install -r tools/requirements-test.txt)")
        return 77
    with tempfile.TemporaryDirectory() as folder:
        reply = "Here:\n```python\ndef workload(x):\n    return x\n```\n"
        proc, port, log = start_server(folder, [
            {"content": reply, "usage": {"prompt_tokens": 123, "completion_tokens": 45}},
            {"status": 429, "headers": {"Retry-After": "0"},
             "body": {"error": {"message": "You exceeded your current quota", "type": "insufficient_quota",
                                "code": "insufficient_quota"}}},
        ])
        try:
            client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key=KEY, max_retries=0)
            r = client.chat.completions.create(model="test-model", temperature=0.2, max_tokens=99, messages=[
                {"role": "system", "content": "be brief"}, {"role": "user", "content": "write a kernel"}])
            assert r.choices[0].message.content == reply, r
            assert r.choices[0].finish_reason == "stop", r
            assert (r.usage.prompt_tokens, r.usage.completion_tokens) == (123, 45), r.usage
            assert r.model == "test-model", r.model
            try:
                client.chat.completions.create(model="test-model", messages=[{"role": "user", "content": "again"}])
                raise AssertionError("the scripted 429 did not raise")
            except openai.RateLimitError as e:
                assert e.status_code == 429 and "insufficient_quota" in str(e.body), e
            requests = [json.loads(line) for line in open(log)]
            assert len(requests) == 2, requests
            first = requests[0]
            assert first["path"] == "/v1/chat/completions", first["path"]
            headers = {k.lower(): v for k, v in first["headers"].items()}
            assert headers["authorization"] == "Bearer " + KEY, headers
            body = json.loads(first["body"])
            assert body["model"] == "test-model" and body["max_tokens"] == 99, body
            assert [m["role"] for m in body["messages"]] == ["system", "user"], body
        finally:
            proc.kill()
            proc.wait()
    print(f"ok: openai {openai.__version__} completed a chat call against the scripted server")
    return 0


if __name__ == "__main__":
    sys.exit(main())
