"""l1_088_MinGPTNewGelu (KernelBench level 1 #88).

y = 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))), minGPT's tanh
GELU.
"""
import math
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

SQRT_2_OVER_PI = math.sqrt(2.0 / math.pi)

CONFIG = lc.config(
    "l1_088_MinGPTNewGelu", 1, 88, "MinGPTNewGelu",
    "y = 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))), minGPT's tanh GELU.",
    0.4944,
    batch_size=8192, dim=8192)

SIZES = {
    "full": {"batch_size": 8192, "dim": 8192},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1), so the negative side of the GELU is "
    "exercised.",
    "large_magnitude (x64): x^3 reaches ~1e7 and tanh saturates.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return 0.5 * x * (1.0 + jnp.tanh(SQRT_2_OVER_PI * (x + 0.044715 * x * x * x)))


def flops(size):
    """9 elementwise operations per element."""
    s = SIZES[size]
    return 9 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
