"""l1_014_Matmul_for_upper_triangular_matrices (KernelBench level 1 #14).

C = triu(A @ B) for upper-triangular A and B (N, N).
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_014_Matmul_for_upper_triangular_matrices", 1, 14, "Matmul_for_upper_triangular_matrices",
    "C = triu(A @ B) for upper-triangular A and B (N, N).",
    0.2751,
    N=4096)

SIZES = {
    "full": {"N": 4096},
    "small": {"N": 256},
}

# Held-out shapes (workloads/README.md, "Shape families"): N on lanes (multiples of 128).
SHAPE_FAMILY = {"N": jc.vary(128)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    ops.MATMUL_INIT_NOTE,
    "A and B upper triangular (zeros below the diagonal), as in KernelBench.",
    ops.MATMUL_MODES_NOTE,
]


def make_inputs(key, mode, size):
    return ops.triangular_inputs(key, mode, SIZES[size]["N"], jnp.triu)


def workload(a, b):
    return jnp.triu(jnp.matmul(a, b))


def flops(size):
    """Of the dense product (a triangular kernel does 1/6 of them)."""
    n = SIZES[size]["N"]
    return ops.matmul_flops(n, n, n)


def bytes_accessed(size):
    n = SIZES[size]["N"]
    return ops.matmul_bytes(n, n, n)
