"""l1_009_Tall_skinny_matrix_multiplication (KernelBench level 1 #9).

C = A @ B, A (M, N) tall and skinny, B (N, M): an (M, M) outer-product-like
result from N = 32.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_009_Tall_skinny_matrix_multiplication", 1, 9, "Tall_skinny_matrix_multiplication",
    "C = A @ B, A (M, N) tall and skinny, B (N, M): an (M, M) outer-product-like result from N = "
    "32.",
    3.2864,
    M=32768, N=32)

SIZES = {
    "full": {"M": 32768, "N": 32},
    "small": {"M": 1024, "N": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): M on lanes (multiples of 128); N = 32
# stays (the skinny side).
SHAPE_FAMILY = {"M": jc.vary(128)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = ops.MATMUL_NOTES


def _product_dims(size):
    """(M, K, N) of the product: A (M, N) @ B (N, M)."""
    s = SIZES[size]
    return s["M"], s["N"], s["M"]


def make_inputs(key, mode, size):
    return ops.matmul_inputs(key, mode, *_product_dims(size))


def workload(a, b):
    return jnp.matmul(a, b)


def flops(size):
    return ops.matmul_flops(*_product_dims(size))


def bytes_accessed(size):
    return ops.matmul_bytes(*_product_dims(size))
