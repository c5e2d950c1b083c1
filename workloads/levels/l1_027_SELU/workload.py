"""l1_027_SELU (KernelBench level 1 #27).

y = scale * (x if x > 0 else alpha * (exp(x) - 1)), alpha 1.6732632423543772,
scale 1.0507009873554805.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

SELU_ALPHA = 1.6732632423543772
SELU_SCALE = 1.0507009873554805

CONFIG = lc.config(
    "l1_027_SELU", 1, 27, "SELU",
    "y = scale * (x if x > 0 else alpha * (exp(x) - 1)), alpha 1.6732632423543772, scale "
    "1.0507009873554805.",
    11.0239,
    batch_size=4096, dim=393216)

SIZES = {
    "full": {"batch_size": 4096, "dim": 393216},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.SMALL, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1): on [0, 1) only the linear branch runs.",
    "small_magnitude (/1024): exp(x) - 1 of a tiny x cancels unless computed as expm1.",
    "No negative_shifted mode: there alpha * (exp(x) - 1) is about -1.7 everywhere and varies less"
    " than a bf16 output resolves.",
    "exp is taken of min(x, 0) so the unused branch cannot overflow (the same function).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return SELU_SCALE * jnp.where(x > 0, x, SELU_ALPHA * jnp.expm1(jnp.minimum(x, 0)))


def flops(size):
    """5 elementwise operations per element."""
    s = SIZES[size]
    return 5 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
