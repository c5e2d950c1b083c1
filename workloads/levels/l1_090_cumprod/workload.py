"""l1_090_cumprod (KernelBench level 1 #90).

y = cumprod(x) along dim (axis 1) of a (batch, dim) array.
"""
import math
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_090_cumprod", 1, 90, "cumprod",
    "y = cumprod(x) along dim (axis 1) of a (batch, dim) array.",
    59.0205,
    batch_size=32768, dim=32768, scan_dim=1)

SIZES = {
    "full": {"batch_size": 32768, "dim": 32768},
    "small": {"batch_size": 256, "dim": 2048},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), the
# scanned or reduced dim on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, lc.NEGATIVE]

NOTES = [
    "x = exp(z / sqrt(dim)), z ~ N(0, 1) in mode 0, instead of KernelBench's U[0, 1): the product "
    "of U[0, 1) values underflows to 0 after ~100 terms, so nearly every output is 0; log-normal "
    "factors keep every prefix product O(1).",
    "heavy_tailed (z Student-t: a few large factors), negative_shifted (z - 3: the products decay "
    "as exp(-3 i / sqrt(dim)) and underflow to 0 along the row); both change z.",
    "Multiplied in f32, cast back once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    z = lc.f32(lc.activation(key, (s["batch_size"], s["dim"]), mode))
    # log-normal around 1: the products stay O(1) over the whole row.
    x = jnp.exp(z / math.sqrt(s["dim"]))
    return (x.astype(jc.SUITE_DTYPE),)


def workload(x):
    return jax.lax.cumprod(lc.f32(x), axis=1).astype(x.dtype)


def flops(size):
    """1 operation(s) per element of the scan."""
    s = SIZES[size]
    return 1 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """The inputs read once, the scan written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
