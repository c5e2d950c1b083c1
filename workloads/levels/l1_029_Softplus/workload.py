"""l1_029_Softplus (KernelBench level 1 #29).

y = log(1 + exp(x)) elementwise (logaddexp(x, 0)).
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_029_Softplus", 1, 29, "Softplus",
    "y = log(1 + exp(x)) elementwise (logaddexp(x, 0)).",
    11.027,
    batch_size=4096, dim=393216)

SIZES = {
    "full": {"batch_size": 4096, "dim": 393216},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, lc.NEGATIVE]

NOTES = [
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1).",
    "large_magnitude (x64): exp(x) overflows for x > 88 in f32 if computed naively.",
    "negative_shifted (N(0,1) - 3): y ~ exp(x), small.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return jnp.logaddexp(x, jnp.zeros((), x.dtype))


def flops(size):
    """4 elementwise operations per element."""
    s = SIZES[size]
    return 4 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
