"""l1_012_Matmul_with_diagonal_matrices (KernelBench level 1 #12).

C = diag(A) @ B = A[:, None] * B, A (N,), B (N, M).
"""
import jax

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_012_Matmul_with_diagonal_matrices", 1, 12, "Matmul_with_diagonal_matrices",
    "C = diag(A) @ B = A[:, None] * B, A (N,), B (N, M).",
    0.2083,
    N=4096, M=4096)

SIZES = {
    "full": {"N": 4096, "M": 4096},
    "small": {"N": 1024, "M": 1024},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows (N) on sublanes (multiples of 8),
# columns (M) on lanes (multiples of 128).
SHAPE_FAMILY = {"N": jc.vary(8), "M": jc.vary(128)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "A, B ~ N(0, 1) (KernelBench: U[0, 1)); the modes change A only (heavy tails, +3).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    ka, kb = jax.random.split(key)
    a = lc.activation(ka, (s["N"],), mode)
    b = lc.activation(kb, (s["N"], s["M"]), jc.NORMAL)
    return a, b


def workload(a, b):
    return a[:, None] * b


def flops(size):
    """One multiply per output element (the diagonal product never materialises diag(A))."""
    s = SIZES[size]
    return s["N"] * s["M"]


def bytes_accessed(size):
    """Inputs read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["N"],), (s["N"], s["M"]), (s["N"], s["M"]))
