"""l1_017_Matmul_with_transposed_B (KernelBench level 1 #17).

C = A @ B^T, A (M, K), B (N, K).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_017_Matmul_with_transposed_B", 1, 17, "Matmul_with_transposed_B",
    "C = A @ B^T, A (M, K), B (N, K).",
    0.2943,
    M=2048, K=8192, N=4096)

SIZES = {
    "full": {"M": 2048, "K": 8192, "N": 4096},
    "small": {"M": 256, "K": 512, "N": 256},
}

# Held-out shapes (workloads/README.md, "Shape families"): matrix dimensions on lanes (multiples of
# 128), batch dimensions free.
SHAPE_FAMILY = {"M": jc.vary(128), "K": jc.vary(128), "N": jc.vary(128)}

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
    b = lc.fan_in_weight(kb, (s["N"], s["K"]), s["K"])
    return a, b


def workload(a, b):
    return jnp.matmul(a, b.T)


def flops(size):
    """2 FLOPs per multiply-add of the product."""
    s = SIZES[size]
    return 2 * s["M"] * s["K"] * s["N"]


def bytes_accessed(size):
    """A and B read once, the product written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["M"], s["K"]), (s["N"], s["K"]), (s["M"], s["N"]))
