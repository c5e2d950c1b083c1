"""l1_093_masked_cumsum (KernelBench level 1 #93).

y = cumsum(x * mask) along dim (axis 1), mask a boolean array of x's shape.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_093_masked_cumsum", 1, 93, "masked_cumsum",
    "y = cumsum(x * mask) along dim (axis 1), mask a boolean array of x's shape.",
    66.0028,
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
    "mask ~ Bernoulli(0.5) as KernelBench's randint(0, 2).bool().",
    "Accumulated in f32 (a bf16 running sum loses the small terms), cast back once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, km = jax.random.split(key)
    x = lc.activation(kx, (s["batch_size"], s["dim"]), mode, base="uniform")
    mask = lc.chunked(lambda k, shape: jax.random.bernoulli(k, 0.5, shape), km,
                      (s["batch_size"], s["dim"]))
    return x, mask


def workload(x, mask):
    masked = jnp.where(mask, lc.f32(x), 0.0)
    return jnp.cumsum(masked, axis=1).astype(x.dtype)


def flops(size):
    """2 operation(s) per element of the scan."""
    s = SIZES[size]
    return 2 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, the bool mask (1 byte an element) once, the scan written once."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]),
                          (s["batch_size"], s["dim"])) + lc.numel(*(s["batch_size"], s["dim"]))
