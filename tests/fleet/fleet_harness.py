"""A local Ray cluster on this host (at its own address, as Ray picks it) and a bridge driven over its pipes, for the fleet's tests and bench.

Each node is a real raylet (ray.cluster_utils.Cluster) offering a fake
resource: `jaxbench_cpu` units stand for chips. A node's own environment
(env_vars) sets its JAXBENCH_BIN, which is how a test gives one node a
missing binary or one of another version.
"""

import atexit
import json
import os
import pathlib
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
# Node deaths are noticed in ~3 s instead of Ray's default ~30 s.
FAST_FAILURE = {"health_check_period_ms": 1000, "health_check_failure_threshold": 3,
                "health_check_timeout_ms": 1000}


def ray_or_skip():
    try:
        import ray  # noqa: F401
    except ImportError:
        print("SKIP: Ray is not installed in this Python (./setup.sh --with-ray)")
        sys.exit(77)


def start_cluster(judge_nodes, extra_nodes=(), own_cache=True):
    """judge_nodes nodes (the head the first) with one jaxbench_cpu each, then extra_nodes: (env_vars, units).
    own_cache: the judges compile into a fresh executable store (JAXBENCH_CACHE_DIR), as a new fleet does.

    No node offers Ray CPUs: judges need none (kinds.actor_options), and a
    node without them starts no idle Python workers, which keeps a 2-core
    host's cluster start short.
    """
    from ray.cluster_utils import Cluster
    if own_cache:
        # The raylets, the judges' serves and the bridge inherit it. With a store another test warmed, a request
        # is answered in milliseconds, too fast for a kill or a deadline to find it in flight (fleet_cluster run
        # after fleet_run failed so).
        cache = tempfile.mkdtemp(prefix="fleet-cache-")
        atexit.register(shutil.rmtree, cache, ignore_errors=True)
        os.environ["JAXBENCH_CACHE_DIR"] = cache
    cluster = Cluster(initialize_head=True, head_node_args={
        "num_cpus": 0, "resources": {"jaxbench_cpu": 1}, "include_dashboard": False,
        "_system_config": FAST_FAILURE})
    nodes = [cluster.head_node]
    for _ in range(judge_nodes - 1):
        nodes.append(cluster.add_node(num_cpus=0, resources={"jaxbench_cpu": 1}))
    for env_vars, units in extra_nodes:
        nodes.append(cluster.add_node(num_cpus=0, resources={"jaxbench_cpu": units}, env_vars=env_vars))
    cluster.wait_for_nodes()
    return cluster, nodes


def raylet_pid(node):
    from ray._private import ray_constants
    return node.all_processes[ray_constants.PROCESS_TYPE_RAYLET][0].process.pid


def process_state(pid):
    """pid's state letter from /proc ("S", "T" stopped, "Z" zombie), or None when it is gone."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return None


def process_ended(pid, timeout):
    """Whether pid ends within timeout s: gone, or a zombie (dead, waiting for a reaper a container may lack)."""
    deadline = time.monotonic() + timeout
    while process_state(pid) not in (None, "Z", "X"):
        if time.monotonic() >= deadline:
            return False
        time.sleep(0.2)
    return True


def process_tree(pid):
    """pid and every process below it (/proc's parent links): a raylet's workers and the serves they started."""
    children = {}
    for name in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{name}/stat") as f:
                parent = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(parent, []).append(int(name))
    tree, todo = [], [pid]
    while todo:
        tree.append(todo.pop())
        todo.extend(children.get(tree[-1], []))
    return tree


class Bridge:
    """`python -m jaxbench.fleet bridge ADDRESS`: requests written, answers collected by id."""

    def __init__(self, address, binary, extra_args=(), env=None):
        environment = dict(os.environ, PYTHONPATH=str(ROOT / "python"), JAXBENCH_BIN=binary, **(env or {}))
        environment.pop("RAY_ADDRESS", None)
        self.log_path = pathlib.Path(os.environ.get("TMPDIR", "/tmp")) / f"fleet-bridge-{os.getpid()}.log"
        self._log = open(self.log_path, "w+")
        command = [sys.executable, "-m", "jaxbench.fleet", "bridge"] + ([address] if address else [])
        self.popen = subprocess.Popen(command + list(extra_args), stdin=subprocess.PIPE,
                                      stdout=subprocess.PIPE, stderr=self._log, env=environment)
        self.answers = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.popen.stdout:
            self.answers.put(json.loads(line))
        self.answers.put(None)

    def send(self, message):
        self.popen.stdin.write((json.dumps(message) + "\n").encode())
        self.popen.stdin.flush()

    def next(self, timeout):
        answer = self.answers.get(timeout=timeout)
        if answer is None:
            raise AssertionError(f"the bridge ended (exit {self.popen.wait()}): {self.log()[-2000:]}")
        return answer

    def call(self, message, timeout=120):
        """Sends one request and returns its answer (nothing else may be in flight)."""
        self.send(message)
        return self.next(timeout)

    def status(self):
        return self.call({"id": "status", "method": "status"})["result"]["fleet"]

    def wait_for(self, predicate, what, timeout):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            fleet = self.status()
            if predicate(fleet):
                return fleet
            time.sleep(0.5)
        raise AssertionError(f"the fleet did not reach '{what}' in {timeout} s: {self.status()}")

    def log(self):
        if not self._log.closed:  # after close() the file is complete on disk
            self._log.flush()
        return self.log_path.read_text()

    def close(self, timeout=120):
        self.popen.stdin.close()
        code = self.popen.wait(timeout=timeout)
        self._log.close()
        return code


def run_request(request_id, workload):
    """A cheap `run` of one workload's reference at the small size."""
    return {"id": request_id, "method": "run",
            "params": {"workload": workload, "size": "small", "budget": 0.05, "num_warmup": 1, "num_iters": 3}}


def workload_ids(binary):
    listing = json.loads(subprocess.run([binary, "list", "--json"], capture_output=True, check=True).stdout)
    entries = listing["workloads"] if isinstance(listing, dict) else listing
    return [entry["id"] for entry in entries]
