"""l1_002_Standard_matrix_multiplication (KernelBench level 1 #2).

C = A @ B, A (M, K), B (K, N).
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_002_Standard_matrix_multiplication", 1, 2, "Standard_matrix_multiplication",
    "C = A @ B, A (M, K), B (K, N).",
    0.2849,
    M=2048, K=8192, N=4096)

SIZES = {
    "full": {"M": 2048, "K": 8192, "N": 4096},
    "small": {"M": 256, "K": 512, "N": 256},
}

# Held-out shapes (workloads/README.md, "Shape families"): matrix dimensions on lanes (multiples of
# 128), batch dimensions free.
SHAPE_FAMILY = {"M": jc.vary(128), "K": jc.vary(128), "N": jc.vary(128)}

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
