"""l1_037_FrobeniusNorm (KernelBench level 1 #37).

y = x / ||x||_F, the Frobenius norm over the whole tensor.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_037_FrobeniusNorm", 1, 37, "FrobeniusNorm",
    "y = x / ||x||_F, the Frobenius norm over the whole tensor.",
    19.6185,
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

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench.",
    "large_magnitude (x64) replaces small_magnitude: the squares' sum then needs f32 (or a scaled)"
    " accumulation.",
    "Statistics in f32, the output cast back to the input dtype once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    x = lc.activation(key, (s["batch_size"], s["features"], s["dim1"], s["dim2"]), mode,
                      base="uniform")
    return (x,)


def workload(x):
    xf = lc.f32(x)
    return (xf * jax.lax.rsqrt(jnp.sum(xf * xf))).astype(x.dtype)


def flops(size):
    """Square, sum, scale per element (3)."""
    s = SIZES[size]
    return 3 * s["batch_size"] * s["features"] * s["dim1"] * s["dim2"]


def bytes_accessed(size):
    """Every input read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["features"], s["dim1"], s["dim2"]),
                          (s["batch_size"], s["features"], s["dim1"], s["dim2"]))
