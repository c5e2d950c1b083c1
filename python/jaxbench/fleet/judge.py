"""The Judge actor: one `jaxbench serve` on its node, for one chip.

Ray places it (kinds.actor_options: the chip's resource) and restarts it on
a live node when its own dies (max_restarts, pool.py). Its __init__ checks
the node's jaxbench binary against the driver's version and starts
`serve --no-store` there: the driver records every result in its one
store, so no node writes one of its own. Each call is one request line in,
one result line out, exactly what serve speaks; the actor runs one call at a
time, so its chip times one candidate at a time.

A node whose binary is missing or of another version keeps its actor, as a
refusal: it holds the node's chip resource (so Ray places no other judge
there) and answers hello() with the one line that says why, and the fleet
goes on with the rest.
"""

import json
import os
import socket
import subprocess

import ray

from ..errors import BinaryNotFound, ServeExited
from ..process import ServeProcess, find_binary
from .kinds import plugin_of

VERSION_TIMEOUT_S = 30


def node_binary(driver_binary):
    """This node's jaxbench: its own $JAXBENCH_BIN, else the driver's path where it exists here, else PATH."""
    if not os.environ.get("JAXBENCH_BIN") and driver_binary and os.access(driver_binary, os.X_OK):
        return driver_binary
    return find_binary()


def binary_version(binary):
    """What `BINARY --version` says ("0.1.0+3f2a9c1d0e4b"), or a description of why it said nothing usable."""
    try:
        done = subprocess.run([binary, "--version"], capture_output=True, text=True, timeout=VERSION_TIMEOUT_S)
    except (OSError, subprocess.TimeoutExpired) as error:
        return f"unknown ({binary} --version failed: {error})"
    words = done.stdout.split()
    if done.returncode != 0 or len(words) != 2 or words[0] != "jaxbench":
        said = (done.stdout + done.stderr).strip().splitlines()
        return f"unknown ({binary} --version exited {done.returncode}: {said[0] if said else 'no output'})"
    return words[1]


class Judge:
    """One serve on this node. name: the pool's stable name for this judge ("cpu-2"), kept across restarts."""

    def __init__(self, name, kind, expected_version, driver_binary=None, serve_args=()):
        context = ray.get_runtime_context()
        self._identity = {"worker": name, "kind": kind, "node_id": context.get_node_id(),
                          "node_ip": ray.util.get_node_ip_address(), "host": socket.gethostname(),
                          "actor_pid": os.getpid()}
        self._refusal = None
        self._serve = None
        self._next_id = 0
        where = f"judge {name} on node {self._identity['node_ip']} ({self._identity['node_id'][:8]})"
        try:
            binary = node_binary(driver_binary)
        except BinaryNotFound as error:
            self._refusal = f"{where} refused: {error}"
            return
        version = binary_version(binary)
        self._identity.update(binary=binary, version=version)
        if version != expected_version:
            self._refusal = (f"{where} refused: its jaxbench is {version} ({binary}), the driver's is "
                             f"{expected_version}; install jaxbench {expected_version} there (or point "
                             "JAXBENCH_BIN at it)")
            return
        self._serve = ServeProcess(binary, ["--no-store", "--plugin", plugin_of(kind), *serve_args],
                                   die_with_parent=True)
        self._identity["serve_pid"] = self._serve.pid
        self.status()  # a serve that cannot answer its status fails the actor's start here

    def hello(self):
        """Who and where this judge is; `refused` is None or the line saying why it judges nothing."""
        return dict(self._identity, refused=self._refusal)

    def call(self, request_line):
        """Sends one request line to serve and returns its one response line (text)."""
        if self._serve is None:
            raise RuntimeError(self._refusal or "this judge has no serve")
        if not self._serve.send(request_line):
            raise self._serve_exited("a request")
        reply = self._serve.receive()
        if not reply:
            raise self._serve_exited("a request")
        return reply.decode("utf-8", "replace").rstrip("\n")

    def status(self):
        """The health check: serve's own status result (its version checked against this judge's)."""
        self._next_id += 1
        request_id = f"fleet-health-{self._next_id}"
        reply = json.loads(self.call(json.dumps({"id": request_id, "method": "status", "params": {}})))
        result = reply.get("result") if reply.get("id") == request_id else None
        if not isinstance(result, dict):
            raise RuntimeError(f"serve answered its status with {json.dumps(reply)[:200]}")
        answered = (result.get("server") or {}).get("version")
        if answered != self._identity.get("version"):
            raise RuntimeError(f"serve's status says version {answered}, its --version said "
                               f"{self._identity.get('version')}")
        return result

    def _serve_exited(self, during):
        description = self._serve.exit_description()
        return ServeExited(f"jaxbench serve (pid {self._serve.pid}) on {self._identity['node_ip']} ended during "
                           f"{during}: {description}")
