"""l1_047_Sum_reduction_over_a_dimension (KernelBench level 1 #47).

y = sum of x over dim1 (keepdim) for x (batch, dim1, dim2).
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_047_Sum_reduction_over_a_dimension", 1, 47, "Sum_reduction_over_a_dimension",
    "y = sum of x over dim1 (keepdim) for x (batch, dim1, dim2).",
    7.7676,
    batch_size=128, dim1=4096, dim2=4095, reduce_dim=1)

SIZES = {
    "full": {"batch_size": 128, "dim1": 4096, "dim2": 4095},
    "small": {"batch_size": 16, "dim1": 256, "dim2": 511},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, the reduced dim1 a multiple
# of 8; dim2 any size (4095 at full size is no multiple of a lane tile, and held-out ones need not
# be either).
SHAPE_FAMILY = {"batch_size": jc.vary(), "dim1": jc.vary(8), "dim2": jc.vary()}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)): the sum of dim1 = 4096 positives is ~2048 with "
    "a spread of ~18, finer than a bf16 output resolves.",
    "Summed in f32, cast back once.",
    "No signed_shifted mode, for the same reason.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim1"], s["dim2"]), mode),)


def workload(x):
    return jnp.sum(lc.f32(x), axis=1, keepdims=True).astype(x.dtype)


def flops(size):
    """1 operation per input element."""
    s = SIZES[size]
    return 1 * s["batch_size"] * s["dim1"] * s["dim2"]


def bytes_accessed(size):
    """x read once, the reduced output written once."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim1"], s["dim2"]), (s["batch_size"], 1, s["dim2"]))
