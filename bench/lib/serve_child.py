"""`jaxbench serve` as a child speaking its JSON-lines protocol, and the
memory it holds: serve_vs_python.py's judge side. (tests/serve/serve_client.py
is the tests' client; this one adds the peak resident memory of the server
and its device worker, section 5's figure, and fails the benchmark on an
error answer rather than returning it.)"""
import json
import pathlib
import subprocess


class Server:
    """`jaxbench serve` over its JSON-lines protocol."""

    def __init__(self, jaxbench, plugin, env):
        self.process = subprocess.Popen([str(jaxbench), "serve", "--plugin", plugin, "--no-store"],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                                        text=True, env=env)
        self.next_id = 0

    def call(self, method, **params):
        self.next_id += 1
        self.process.stdin.write(json.dumps({"id": self.next_id, "method": method, "params": params}) + "\n")
        self.process.stdin.flush()
        response = json.loads(self.process.stdout.readline())
        if "error" in response:
            raise SystemExit(f"serve {method}: {response['error']}")
        return response["result"]

    def peak_rss_mb(self):
        """VmHWM of the server and of every process under it (the device worker)."""
        return sum(vm_hwm_mb(pid) for pid in [self.process.pid] + descendants(self.process.pid))

    def close(self):
        self.process.stdin.close()
        self.process.wait(timeout=60)


def descendants(pid):
    found = []
    for task in pathlib.Path(f"/proc/{pid}/task").glob("*"):
        for child in (task / "children").read_text().split():
            found += [int(child)] + descendants(int(child))
    return found


def vm_hwm_mb(pid):
    for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) / 1024
    return 0.0
