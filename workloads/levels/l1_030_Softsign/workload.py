"""l1_030_Softsign (KernelBench level 1 #30).

y = x / (1 + |x|) elementwise.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_030_Softsign", 1, 30, "Softsign",
    "y = x / (1 + |x|) elementwise.",
    11.0262,
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
    "large_magnitude (x64): y -> +-1.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return x / (1 + jnp.abs(x))


def flops(size):
    """3 elementwise operations per element."""
    s = SIZES[size]
    return 3 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
