"""l1_024_LogSoftmax (KernelBench level 1 #24).

y = log_softmax(x) over dim (axis 1) of a (batch, dim) array, computed in f32.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_024_LogSoftmax", 1, 24, "LogSoftmax",
    "y = log_softmax(x) over dim (axis 1) of a (batch, dim) array, computed in f32.",
    22.7052,
    batch_size=4096, dim=393216)

SIZES = {
    "full": {"batch_size": 4096, "dim": 393216},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1).",
    "large_magnitude (x64): logits up to ~300, so a log-sum-exp without the row max overflows.",
    "Computed in f32 and cast back.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return jax.nn.log_softmax(lc.f32(x), axis=1).astype(x.dtype)


def flops(size):
    """Per element: max, subtract, exp, sum, subtract the log-sum (5)."""
    s = SIZES[size]
    return 5 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
