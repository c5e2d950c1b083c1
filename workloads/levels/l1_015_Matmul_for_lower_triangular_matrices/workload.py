"""l1_015_Matmul_for_lower_triangular_matrices (KernelBench level 1 #15).

C = tril(A @ B) for lower-triangular A and B (N, N).
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_015_Matmul_for_lower_triangular_matrices", 1, 15, "Matmul_for_lower_triangular_matrices",
    "C = tril(A @ B) for lower-triangular A and B (N, N).",
    0.2839,
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
    "A and B lower triangular (zeros above the diagonal), as in KernelBench.",
    ops.MATMUL_MODES_NOTE,
]


def make_inputs(key, mode, size):
    return ops.triangular_inputs(key, mode, SIZES[size]["N"], jnp.tril)


def workload(a, b):
    return jnp.tril(jnp.matmul(a, b))


def flops(size):
    """Of the dense product (a triangular kernel does 1/6 of them)."""
    n = SIZES[size]["N"]
    return ops.matmul_flops(n, n, n)


def bytes_accessed(size):
    n = SIZES[size]["N"]
    return ops.matmul_bytes(n, n, n)
