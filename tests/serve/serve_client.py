"""A minimal client of `jaxbench serve`'s JSON lines, for the serve tests
(stdlib only): starts the real binary, writes one request a line, reads one
response a line, and checks that the server ends with exit code 0 at EOF."""
import json
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "examples" / "candidates"


class Served:
    def __init__(self, jaxbench, *args):
        # Its own results store unless the test names one: never the user's.
        if not any(arg in ("--db", "--no-store") for arg in args):
            args = (*args, "--no-store")
        self.process = subprocess.Popen([jaxbench, "serve", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 1

    def send_raw(self, data: bytes):
        self.process.stdin.write(data)
        self.process.stdin.flush()

    def read(self):
        line = self.process.stdout.readline()
        if not line:
            raise AssertionError(f"the server closed stdout (exit {self.process.poll()})")
        return json.loads(line)

    def call(self, method, **params):
        request_id = self.next_id
        self.next_id += 1
        self.send_raw((json.dumps({"id": request_id, "method": method, "params": params}) + "\n").encode())
        response = self.read()
        if response.get("id") != request_id:
            raise AssertionError(f"response for id {response.get('id')!r}, expected {request_id}: {response}")
        return response

    def close(self, timeout=60):
        """Ends input; returns the exit code and anything left on stdout."""
        self.process.stdin.close()
        rest = self.process.stdout.read()
        return self.process.wait(timeout=timeout), rest


def check(problems, condition, message):
    if not condition:
        problems.append(message)
    return condition
