"""l1_022_Tanh (KernelBench level 1 #22).

y = tanh(x) elementwise.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_022_Tanh", 1, 22, "Tanh",
    "y = tanh(x) elementwise.",
    10.9904,
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
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1), so both signs are exercised.",
    "large_magnitude (x64): saturated outputs (+-1), where exp-based forms overflow.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return jnp.tanh(x)


def flops(size):
    """1 elementwise operations per element."""
    s = SIZES[size]
    return 1 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
