"""l1_025_Swish (KernelBench level 1 #25).

y = x * sigmoid(x) elementwise.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_025_Swish", 1, 25, "Swish",
    "y = x * sigmoid(x) elementwise.",
    11.018,
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
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1), so the negative dip of swish is exercised.",
    "large_magnitude (x64): sigmoid saturates, y -> x or 0.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return x * jax.nn.sigmoid(x)


def flops(size):
    """5 elementwise operations per element."""
    s = SIZES[size]
    return 5 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
