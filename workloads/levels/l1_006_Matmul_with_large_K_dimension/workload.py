"""l1_006_Matmul_with_large_K_dimension (KernelBench level 1 #6).

C = A @ B with a long reduction: A (M, K), B (K, N), K >> M, N.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

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
    b = lc.fan_in_weight(kb, (s["K"], s["N"]), s["K"])
    return a, b


def workload(a, b):
    return jnp.matmul(a, b)


def flops(size):
    """2 FLOPs per multiply-add of the product."""
    s = SIZES[size]
    return 2 * s["M"] * s["K"] * s["N"]


def bytes_accessed(size):
    """A and B read once, the product written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["M"], s["K"]), (s["K"], s["N"]), (s["M"], s["N"]))
