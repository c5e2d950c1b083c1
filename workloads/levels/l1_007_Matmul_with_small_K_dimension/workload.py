"""l1_007_Matmul_with_small_K_dimension (KernelBench level 1 #7).

C = A @ B with a short reduction: A (M, K), B (K, N), K = 64.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_007_Matmul_with_small_K_dimension", 1, 7, "Matmul_with_small_K_dimension",
    "C = A @ B with a short reduction: A (M, K), B (K, N), K = 64.",
    3.2856,
    M=32768, N=32768, K=64)

SIZES = {
    "full": {"M": 32768, "N": 32768, "K": 64},
    "small": {"M": 1024, "N": 1024, "K": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): M and N on lanes (multiples of 128); K =
# 64 stays (the op is about a small K).
SHAPE_FAMILY = {"M": jc.vary(128), "N": jc.vary(128)}

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
