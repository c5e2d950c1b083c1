"""l1_019_ReLU (KernelBench level 1 #19).

y = max(x, 0) elementwise over a (batch, dim) array.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_019_ReLU", 1, 19, "ReLU",
    "y = max(x, 0) elementwise over a (batch, dim) array.",
    11.0167,
    batch_size=4096, dim=393216)

SIZES = {
    "full": {"batch_size": 4096, "dim": 393216},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, lc.NEGATIVE]

NOTES = [
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1): on [0, 1) ReLU is the identity.",
    "negative_shifted: N(0, 1) - 3, nearly every output 0 and a few small positives.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return jnp.maximum(x, 0)


def flops(size):
    """1 elementwise operations per element."""
    s = SIZES[size]
    return 1 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
