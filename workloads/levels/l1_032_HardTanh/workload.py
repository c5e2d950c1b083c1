"""l1_032_HardTanh (KernelBench level 1 #32).

y = clip(x, -1, 1) elementwise.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_032_HardTanh", 1, 32, "HardTanh",
    "y = clip(x, -1, 1) elementwise.",
    11.0249,
    batch_size=4096, dim=393216)

SIZES = {
    "full": {"batch_size": 4096, "dim": 393216},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.SMALL]

NOTES = [
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1): on [0, 1) HardTanh is the identity.",
    "large_magnitude (x64): nearly all clipped; small_magnitude (/1024): none clipped.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return jnp.clip(x, -1.0, 1.0)


def flops(size):
    """2 elementwise operations per element."""
    s = SIZES[size]
    return 2 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
