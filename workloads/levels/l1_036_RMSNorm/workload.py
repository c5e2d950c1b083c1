"""l1_036_RMSNorm (KernelBench level 1 #36).

y = x / sqrt(mean over features (axis 1) of x^2 + 1e-5) for x (batch, features,
dim1, dim2).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

EPS = 1e-5

CONFIG = lc.config(
    "l1_036_RMSNorm", 1, 36, "RMSNorm",
    "y = x / sqrt(mean over features (axis 1) of x^2 + 1e-5) for x (batch, features, dim1, dim2).",
    19.9268,
    batch_size=112, features=64, dim1=512, dim2=512)

SIZES = {
    "full": {"batch_size": 112, "features": 64, "dim1": 512, "dim2": 512},
    "small": {"batch_size": 4, "features": 16, "dim1": 32, "dim2": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, features on sublanes
# (multiples of 8), dim2 on lanes (multiples of 128).
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "features": jc.vary(8),
    "dim1": jc.vary(8),
    "dim2": jc.vary(128),
}

MODES = [jc.NORMAL, jc.SIGNED, jc.SMALL, jc.HEAVY_TAILED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench.",
    "signed_shifted (+3: statistics dominated by the offset, so a one-pass E[x^2] - E[x]^2 "
    "cancels), small_magnitude (/1024: the variance falls below eps, which then matters), "
    "heavy_tailed (outliers dominate the statistics).",
    "Statistics in f32, the output cast back to the input dtype once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    x = lc.activation(key, (s["batch_size"], s["features"], s["dim1"], s["dim2"]), mode,
                      base="uniform")
    return (x,)


def workload(x):
    xf = lc.f32(x)
    ms = jnp.mean(xf * xf, axis=1, keepdims=True)
    return (xf * jax.lax.rsqrt(ms + EPS)).astype(x.dtype)


def flops(size):
    """About 4 operations per element (statistics, normalise, affine)."""
    s = SIZES[size]
    return 4 * s["batch_size"] * s["features"] * s["dim1"] * s["dim2"]


def bytes_accessed(size):
    """Every input read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["features"], s["dim1"], s["dim2"]),
                          (s["batch_size"], s["features"], s["dim1"], s["dim2"]))
