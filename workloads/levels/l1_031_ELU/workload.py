"""l1_031_ELU (KernelBench level 1 #31).

y = x if x > 0 else alpha * (exp(x) - 1), alpha 1.0.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

ELU_ALPHA = 1.0

CONFIG = lc.config(
    "l1_031_ELU", 1, 31, "ELU",
    "y = x if x > 0 else alpha * (exp(x) - 1), alpha 1.0.",
    11.0136,
    batch_size=4096, dim=393216)

SIZES = {
    "full": {"batch_size": 4096, "dim": 393216},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, lc.NEGATIVE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1): on [0, 1) only the linear branch runs.",
    "negative_shifted (N(0,1) - 3): nearly every element on the exp branch.",
    "exp is taken of min(x, 0) so the unused branch cannot overflow (the same function).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return jnp.where(x > 0, x, ELU_ALPHA * jnp.expm1(jnp.minimum(x, 0)))


def flops(size):
    """4 elementwise operations per element."""
    s = SIZES[size]
    return 4 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
