"""JAXBench's Python API (`from JAXBench.harness import evaluate_kernel, run_workload, run_all`), judged by jaxbench.

A script written against JAXBench runs unchanged after replacing the import
with `from jaxbench.harness import ...`: same signatures, same dicts. All
three talk to one `jaxbench serve` that the first call starts and this
module keeps (closed at exit, started again if it died), so the judge stays
warm across a script's calls. To control the process yourself (another
binary, other serve flags, several at once) use jaxbench.client.Client.
"""

import atexit
import threading

from .client import Client

_lock = threading.Lock()
_client = None


def default_client():
    """The module's one Client, made on first use from $JAXBENCH_BIN and $JAXBENCH_SERVE_ARGS."""
    global _client
    with _lock:
        if _client is None:
            _client = Client()
            atexit.register(close)
        return _client


def close():
    """Ends the module's server; the next call starts a new one (and reads the environment again)."""
    global _client
    with _lock:
        client, _client = _client, None
    if client is not None:
        client.close()


def evaluate_kernel(workload_name, kernel_path, tpu="auto", num_warmup=5, num_iters=50, **judge_params):
    """Judges the kernel file against the workload; returns JAXBench's result dict (jaxbench.verdict/2).

    result["status"] is "correct" or why not (incorrect, export_error,
    compile_error, runtime_error, timeout, oom, rejected); a failing kernel
    is a dict, never an exception. JudgeError means the request itself was
    refused (an unknown workload, a kernel path that does not exist).
    `judge_params` are extra fields of serve's eval (budget, size, seeds,
    timing, ...), a jaxbench extension.
    """
    return default_client().evaluate_kernel(workload_name, kernel_path, tpu=tpu, num_warmup=num_warmup,
                                            num_iters=num_iters, **judge_params)


def run_workload(name, variant="baseline", tpu="auto", num_warmup=5, num_iters=50, **judge_params):
    """Times one workload's baseline (or its optimized Pallas program); None where it has no such variant."""
    return default_client().run_workload(name, variant=variant, tpu=tpu, num_warmup=num_warmup, num_iters=num_iters,
                                         **judge_params)


def run_all(tpu="auto", num_warmup=5, num_iters=50, output_dir=None, **judge_params):
    """Times every workload, writes output_dir/results.json and results.csv (default ./results)."""
    return default_client().run_all(tpu=tpu, num_warmup=num_warmup, num_iters=num_iters, output_dir=output_dir,
                                    **judge_params)


__all__ = ["evaluate_kernel", "run_workload", "run_all", "default_client", "close"]
