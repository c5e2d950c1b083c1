"""A client of one `jaxbench serve`, with JAXBench's three calls as methods.

Why a long-lived server rather than `jaxbench evaluate` per call: the judge
keeps its exporter, compiled references and device warm between calls, so
an agent's tenth evaluation costs the candidate's work only. The server is
started on the first call, replaced when it has died, and ended by close().
"""

import json
import os
import threading

from . import runall
from .errors import JudgeError, ServeExited
from .process import ServeProcess, find_binary, serve_args_from_env


class Client:
    """One `jaxbench serve` process and the requests to it, one in flight at a time.

    binary: the jaxbench executable (default: $JAXBENCH_BIN, else PATH).
    args: extra `serve` flags, e.g. ["--db", "results.db"] or ["--no-store"]
    (default: $JAXBENCH_SERVE_ARGS split like a shell).
    """

    def __init__(self, binary=None, args=None):
        self._binary = binary
        self._args = list(args) if args is not None else None
        self._lock = threading.Lock()
        self._process = None
        self._next_id = 1
        self.starts = 0  # how many serve processes this client has started

    # --- JAXBench's API -------------------------------------------------

    def evaluate_kernel(self, workload_name, kernel_path, tpu="auto", num_warmup=5, num_iters=50, **judge_params):
        """JAXBench's evaluate_kernel: the verdict dict for the kernel file at `kernel_path`.

        A kernel that is wrong, does not compile or crashes is a verdict
        with that status, not an exception. `judge_params` are extra fields
        of serve's eval (a jaxbench extension, e.g. budget=2, size="small",
        timing=False); JAXBench's own callers never pass any.
        """
        params = {"workload": workload_name, "candidate_path": os.path.abspath(os.fspath(kernel_path)),
                  "tpu": tpu, "num_warmup": num_warmup, "num_iters": num_iters}
        params.update(judge_params)
        return self.call("eval", params)

    def run_workload(self, name, variant="baseline", tpu="auto", num_warmup=5, num_iters=50, **judge_params):
        """JAXBench's run_workload: one run record, or None where the workload has no such variant."""
        params = {"workload": name, "variant": variant, "tpu": tpu, "num_warmup": num_warmup,
                  "num_iters": num_iters}
        params.update(judge_params)
        return self.call("run", params)

    def run_all(self, tpu="auto", num_warmup=5, num_iters=50, output_dir=None, echo=True, suite="all", **judge_params):
        """JAXBench's run_all: {"metadata", "results"}, also written as results.json and results.csv.

        output_dir defaults to ./results. `echo` prints a line per run as
        JAXBench does (the CLI turns it off for --json).
        """
        return runall.run_all(self, tpu=tpu, num_warmup=num_warmup, num_iters=num_iters, output_dir=output_dir,
                              echo=echo, judge_params=judge_params, suite=suite)

    # --- the rest of serve ----------------------------------------------

    def list_workloads(self, suite="all"):
        """serve's list of one suite: [{"id", "prefix", "category", "tier", "name", "sizes", ..., "has_optimized"}].

        suite: "all" (the 50), "priority", "fused", "levels" (JAXBench's
        KernelBench-style ops), "user" (your own) or "everything".
        """
        return self.call("list", {"suite": suite})["workloads"]

    def status(self):
        """serve's status: its device, worker, counters and caches."""
        return self.call("status", {})

    def call(self, method, params):
        """Sends one request and returns its result; raises JudgeError for an error reply."""
        with self._lock:
            process = self._ensure_started()
            request_id = self._next_id
            self._next_id += 1
            line = json.dumps({"id": request_id, "method": method, "params": params})
            try:
                reply = process.receive() if process.send(line) else b""
            except BaseException:
                # Interrupted mid-request (Ctrl-C): its answer would reach the
                # next call, so this server goes and the next call starts afresh.
                self._process = None
                process.close(timeout=0)
                raise
            if not reply:
                self._process = None
                description = process.exit_description()
                process.close(timeout=5)
                raise ServeExited(f"jaxbench serve (pid {process.pid}) ended during {method}: {description}; "
                                  "the next call starts a fresh one")
        return _result_of(reply, request_id, method)

    @property
    def pid(self):
        """The running server's pid, or None before the first call (and after it died)."""
        process = self._process
        return process.pid if process is not None and process.alive() else None

    def close(self):
        """Ends the server (EOF on its stdin); a later call starts a new one."""
        with self._lock:
            process, self._process = self._process, None
        if process is not None:
            process.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _ensure_started(self):
        if self._process is not None and self._process.alive():
            return self._process
        if self._process is not None:
            self._process.close(timeout=5)
        args = self._args if self._args is not None else serve_args_from_env()
        self._process = ServeProcess(find_binary(self._binary), args)
        self.starts += 1
        return self._process


def _result_of(reply, request_id, method):
    """The result in one response line, checked against the request it answers."""
    try:
        message = json.loads(reply)
    except ValueError:
        raise JudgeError("protocol_error", f"jaxbench serve answered {method} with a line that is not JSON: "
                         f"{reply[:200]!r}") from None
    if message.get("id") != request_id:
        raise JudgeError("protocol_error", f"jaxbench serve answered id {message.get('id')!r} to request "
                         f"{request_id} ({method})")
    if "error" in message:
        error = message["error"] or {}
        raise JudgeError(error.get("code", "unknown"), error.get("message", ""))
    return message.get("result")
