"""l1_009_Tall_skinny_matrix_multiplication (KernelBench level 1 #9).

C = A @ B, A (M, N) tall and skinny, B (N, M): an (M, M) outer-product-like
result from N = 32.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

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

NOTES = [
    "A ~ N(0, 1) and B ~ N(0, 1/K) (fan-in scaled) instead of KernelBench's U[0, 1) for both: with"
    " all-positive factors every output is about K/4 with a spread of sqrt(K)/5, which a bf16 "
    "output cannot resolve (its rounding at K/4 exceeds the spread).",
    "heavy_tailed and signed_shifted change A only: outliers along K, and a +3 offset (a column "
    "sum of B added to every output).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    ka, kb = jax.random.split(key)
    a = lc.activation(ka, (s["M"], s["N"]), mode)
    b = lc.fan_in_weight(kb, (s["N"], s["M"]), s["N"])
    return a, b


def workload(a, b):
    return jnp.matmul(a, b)


def flops(size):
    """2 FLOPs per multiply-add of the product."""
    s = SIZES[size]
    return 2 * s["M"] * s["N"] * s["M"]


def bytes_accessed(size):
    """A and B read once, the product written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["M"], s["N"]), (s["N"], s["M"]), (s["M"], s["M"]))
