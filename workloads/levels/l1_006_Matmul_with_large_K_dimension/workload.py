"""l1_006_Matmul_with_large_K_dimension (KernelBench level 1 #6).

C = A @ B with a long reduction: A (M, K), B (K, N), K >> M, N.
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_006_Matmul_with_large_K_dimension", 1, 6, "Matmul_with_large_K_dimension",
    "C = A @ B with a long reduction: A (M, K), B (K, N), K >> M, N.",
    0.9772,
    M=256, N=256, K=524288)

SIZES = {
    "full": {"M": 256, "N": 256, "K": 524288},
    "small": {"M": 64, "N": 64, "K": 16384},
}

# Held-out shapes (workloads/README.md, "Shape families"): matrix dimensions on lanes (multiples of
# 128), batch dimensions free.
SHAPE_FAMILY = {"M": jc.vary(128), "N": jc.vary(128), "K": jc.vary(128)}

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
