"""l1_008_Matmul_with_irregular_shapes (KernelBench level 1 #8).

C = A @ B with dimensions that are no multiple of a tile: A (M, K), B (K, N), M
8205, K 2949, N 5921.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_008_Matmul_with_irregular_shapes", 1, 8, "Matmul_with_irregular_shapes",
    "C = A @ B with dimensions that are no multiple of a tile: A (M, K), B (K, N), M 8205, K 2949,"
    " N 5921.",
    0.6025,
    M=8205, K=2949, N=5921)

SIZES = {
    "full": {"M": 8205, "K": 2949, "N": 5921},
    "small": {"M": 205, "K": 149, "N": 321},
}

# Held-out shapes (workloads/README.md, "Shape families"): any size: the op is about shapes off the
# tiles, so held-out ones are too.
SHAPE_FAMILY = {"M": jc.vary(), "K": jc.vary(), "N": jc.vary()}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = ops.MATMUL_NOTES


def _product_dims(size):
    """(M, K, N) of the product."""
    s = SIZES[size]
    return s["M"], s["K"], s["N"]


def make_inputs(key, mode, size):
    return ops.matmul_inputs(key, mode, *_product_dims(size))


def workload(a, b):
    return jnp.matmul(a, b)


def flops(size):
    return ops.matmul_flops(*_product_dims(size))


def bytes_accessed(size):
    return ops.matmul_bytes(*_product_dims(size))
