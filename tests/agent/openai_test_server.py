#!/usr/bin/env python3
"""A scripted OpenAI-compatible chat-completions server for the proposer tests.

    openai_test_server.py --script replies.json --log requests.jsonl --port-file port.txt

Listens on 127.0.0.1 (a free port, written to --port-file once it accepts),
answers POST .../chat/completions with the script's replies in order, and
appends every request it got to --log as one JSON line (method, path,
headers, body). A reply is an object:

    {"content": "text", "finish_reason": "stop", "usage": {...}}   a chat completion
    {"status": 429, "headers": {"Retry-After": "1"}, "body": {...}} anything verbatim
    (either may add "delay": seconds before answering)

"body" may be a string (sent as is, e.g. malformed JSON). Past the end of
the script every request gets 418 with an error saying so (not retried by a
client, so a test that asks too often fails clearly).
"""
import argparse
import json
import os
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


def completion(reply, model, number):
    usage = reply.get("usage", {"prompt_tokens": 11, "completion_tokens": 7})
    usage.setdefault("total_tokens", usage.get("prompt_tokens", 0) + usage.get("completion_tokens", 0))
    return {
        "id": f"chatcmpl-test-{number}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": model,
        "choices": [{
            "index": 0,
            "message": {"role": "assistant", "content": reply.get("content")},
            "finish_reason": reply.get("finish_reason", "stop"),
            "logprobs": None,
        }],
        "usage": usage,
    }


def make_handler(script, log_path):
    lock = threading.Lock()
    state = {"next": 0}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args):  # quiet: the request log is the record
            pass

        def do_POST(self):
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length).decode("utf-8", "replace")
            with lock:
                number = state["next"]
                state["next"] += 1
                with open(log_path, "a", encoding="utf-8") as log:
                    log.write(json.dumps({"method": "POST", "path": self.path,
                                          "headers": dict(self.headers.items()), "body": body}) + "\n")
            if not self.path.endswith("/chat/completions"):
                return self.send(404, {}, {"error": {"message": f"no route {self.path}", "type": "invalid_request_error"}})
            if number >= len(script):
                return self.send(418, {}, {"error": {"message": f"script exhausted after {len(script)} replies",
                                                     "type": "test_server"}})
            reply = script[number]
            time.sleep(reply.get("delay", 0))
            if "status" in reply:
                return self.send(reply["status"], reply.get("headers", {}), reply.get("body", {}))
            try:
                model = json.loads(body).get("model", "test-model")
            except ValueError:
                model = "test-model"
            self.send(200, reply.get("headers", {}), completion(reply, model, number))

        def send(self, status, headers, body):
            data = (body if isinstance(body, str) else json.dumps(body)).encode()
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test): nothing to answer

    return Handler


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--script", required=True)
    parser.add_argument("--log", required=True)
    parser.add_argument("--port-file", required=True)
    args = parser.parse_args()
    with open(args.script, encoding="utf-8") as f:
        script = json.load(f)
    server = ThreadingHTTPServer(("127.0.0.1", 0), make_handler(script, args.log))
    server.daemon_threads = True
    tmp = args.port_file + ".tmp"
    with open(tmp, "w") as f:
        f.write(str(server.server_address[1]))
    os.replace(tmp, args.port_file)  # whole, so a reader never sees half a number
    server.serve_forever()


if __name__ == "__main__":
    main()
