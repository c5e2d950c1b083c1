"""l1_001_Square_matrix_multiplication (KernelBench level 1 #1).

C = A @ B for square (N, N) matrices.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_001_Square_matrix_multiplication", 1, 1, "Square_matrix_multiplication",
    "C = A @ B for square (N, N) matrices.",
    0.2805,
    N=4096)

SIZES = {
    "full": {"N": 4096},
    "small": {"N": 256},
}

# Held-out shapes (workloads/README.md, "Shape families"): matrix dimensions on lanes (multiples of
# 128), batch dimensions free.
SHAPE_FAMILY = {"N": jc.vary(128)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = ops.MATMUL_NOTES


def _product_dims(size):
    """(M, K, N) of the product: all N."""
    n = SIZES[size]["N"]
    return n, n, n


def make_inputs(key, mode, size):
    return ops.matmul_inputs(key, mode, *_product_dims(size))


def workload(a, b):
    return jnp.matmul(a, b)


def flops(size):
    return ops.matmul_flops(*_product_dims(size))


def bytes_accessed(size):
    return ops.matmul_bytes(*_product_dims(size))
