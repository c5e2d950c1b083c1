"""l1_013_Matmul_for_symmetric_matrices (KernelBench level 1 #13).

C = A @ B for symmetric A and B (N, N); the kernel may use the symmetry.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_013_Matmul_for_symmetric_matrices", 1, 13, "Matmul_for_symmetric_matrices",
    "C = A @ B for symmetric A and B (N, N); the kernel may use the symmetry.",
    0.2912,
    N=4096)

SIZES = {
    "full": {"N": 4096},
    "small": {"N": 256},
}

# Held-out shapes (workloads/README.md, "Shape families"): N on lanes (multiples of 128).
SHAPE_FAMILY = {"N": jc.vary(128)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "A ~ N(0, 1) and B ~ N(0, 1/K) (fan-in scaled) instead of KernelBench's U[0, 1) for both: with"
    " all-positive factors every output is about K/4 with a spread of sqrt(K)/5, which a bf16 "
    "output cannot resolve (its rounding at K/4 exceeds the spread).",
    "A and B symmetrised as (X + X^T) / 2, as in KernelBench.",
    "heavy_tailed and signed_shifted change A only: outliers along K, and a +3 offset (a column "
    "sum of B added to every output).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    ka, kb = jax.random.split(key)
    a = lc.f32(lc.activation(ka, (s["N"], s["N"]), mode))
    b = lc.f32(lc.fan_in_weight(kb, (s["N"], s["N"]), s["N"]))
    return ((a + a.T) / 2).astype(jc.SUITE_DTYPE), ((b + b.T) / 2).astype(jc.SUITE_DTYPE)


def workload(a, b):
    return jnp.matmul(a, b)


def flops(size):
    """2 FLOPs per multiply-add of the dense product."""
    s = SIZES[size]
    return 2 * s["N"] ** 3


def bytes_accessed(size):
    """Inputs read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["N"], s["N"]), (s["N"], s["N"]), (s["N"], s["N"]))
