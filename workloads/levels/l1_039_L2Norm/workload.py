"""l1_039_L2Norm (KernelBench level 1 #39).

y = x / ||x||_2 over dim (axis 1) of a (batch, dim) array.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_039_L2Norm", 1, 39, "L2Norm",
    "y = x / ||x||_2 over dim (axis 1) of a (batch, dim) array.",
    0.3984,
    batch_size=4096, dim=8192)

SIZES = {
    "full": {"batch_size": 4096, "dim": 8192},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)), so signs vary.",
    "Shapes as JAXBench ran them (4096, 8192); KernelBench's file now has (32768, 65535).",
    "large_magnitude (x64), heavy_tailed (rows dominated by outliers).",
    "Statistics in f32, the output cast back to the input dtype once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    xf = lc.f32(x)
    return (xf * jax.lax.rsqrt(jnp.sum(xf * xf, axis=1, keepdims=True))).astype(x.dtype)


def flops(size):
    """3 operations per element (abs or square, sum, divide)."""
    s = SIZES[size]
    return 3 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """Every input read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
