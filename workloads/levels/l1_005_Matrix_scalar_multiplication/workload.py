"""l1_005_Matrix_scalar_multiplication (KernelBench level 1 #5).

C = A * s for an (M, N) matrix A and the scalar s = 3.14 (a module constant).
"""
import jaxbench_common as jc
import levels_common as lc

SCALAR = 3.14

CONFIG = lc.config(
    "l1_005_Matrix_scalar_multiplication", 1, 5, "Matrix_scalar_multiplication",
    "C = A * s for an (M, N) matrix A and the scalar s = 3.14.",
    7.3298,
    M=65536, N=16384, scalar=3.14)

SIZES = {
    "full": {"M": 65536, "N": 16384},
    "small": {"M": 256, "N": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8),
# columns on lanes (multiples of 128).
SHAPE_FAMILY = {"M": jc.vary(8), "N": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "A ~ N(0, 1) (KernelBench: U[0, 1)); the scalar 3.14 is a constant of the program, as "
    "KernelBench passes a Python float.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["M"], s["N"]), mode),)


def workload(a):
    return a * SCALAR


def flops(size):
    """One multiply per element."""
    s = SIZES[size]
    return s["M"] * s["N"]


def bytes_accessed(size):
    """A read once, C written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["M"], s["N"]), (s["M"], s["N"]))
