"""l1_089_cumsum (KernelBench level 1 #89).

y = cumsum(x) along dim (axis 1) of a (batch, dim) array.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_089_cumsum", 1, 89, "cumsum",
    "y = cumsum(x) along dim (axis 1) of a (batch, dim) array.",
    58.2006,
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
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers: the prefix sums "
    "wander) and negative_shifted (every term negative).",
    "Accumulated in f32 (a bf16 running sum loses the small terms), cast back once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    x = lc.activation(key, (s["batch_size"], s["dim"]), mode, base="uniform")
    return (x,)


def workload(x):
    return jnp.cumsum(lc.f32(x), axis=1).astype(x.dtype)


def flops(size):
    """1 operation(s) per element of the scan."""
    s = SIZES[size]
    return 1 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """The inputs read once, the scan written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
