"""jaxbench's Python client: JAXBench's API, judged by a `jaxbench serve` process.

    from jaxbench import evaluate_kernel          # or: from jaxbench.harness import ...
    result = evaluate_kernel("12p_RMSNorm", "my_kernel.py", tpu="v6e")
    print(result["status"], result["speedup_vs_baseline"])

Pure Python with no dependencies (jax is not needed to import it: the judge
is the C++ binary, found through $JAXBENCH_BIN or PATH).
"""

from .client import Client
from .errors import BinaryNotFound, JudgeError, ServeExited
from .harness import evaluate_kernel, run_all, run_workload

__version__ = "0.1.0"

__all__ = ["evaluate_kernel", "run_workload", "run_all", "Client", "JudgeError", "ServeExited", "BinaryNotFound"]
