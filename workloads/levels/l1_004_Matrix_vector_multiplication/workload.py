"""l1_004_Matrix_vector_multiplication (KernelBench level 1 #4).

c = A @ b, A (M, K), b (K, 1).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_004_Matrix_vector_multiplication", 1, 4, "Matrix_vector_multiplication",
    "c = A @ b, A (M, K), b (K, 1).",
    7.7425,
    M=2048, K=1048576)

SIZES = {
    "full": {"M": 2048, "K": 1048576},
    "small": {"M": 256, "K": 8192},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), K on
# lanes (multiples of 128).
SHAPE_FAMILY = {"M": jc.vary(8), "K": jc.vary(128)}

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
    a = lc.activation(ka, (s["M"], s["K"]), mode)
    b = lc.fan_in_weight(kb, (s["K"], 1), s["K"])
    return a, b


def workload(a, b):
    return jnp.matmul(a, b)


def flops(size):
    """2 FLOPs per multiply-add of the product."""
    s = SIZES[size]
    return 2 * s["M"] * s["K"]


def bytes_accessed(size):
    """A and B read once, the product written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["M"], s["K"]), (s["K"], 1), (s["M"], 1))
