"""l1_010_3D_tensor_matrix_multiplication (KernelBench level 1 #10).

C = A @ B, A (N, M, K), B (K, L): one matrix applied to a batch of matrices.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_010_3D_tensor_matrix_multiplication", 1, 10, "3D_tensor_matrix_multiplication",
    "C = A @ B, A (N, M, K), B (K, L): one matrix applied to a batch of matrices.",
    0.2515,
    N=16, M=1024, K=2048, L=768)

SIZES = {
    "full": {"N": 16, "M": 1024, "K": 2048, "L": 768},
    "small": {"N": 4, "M": 128, "K": 256, "L": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): matrix dimensions on lanes (multiples of
# 128), batch dimensions free.
SHAPE_FAMILY = {"N": jc.vary(), "M": jc.vary(8), "K": jc.vary(128), "L": jc.vary(128)}

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
    a = lc.activation(ka, (s["N"], s["M"], s["K"]), mode)
    b = lc.fan_in_weight(kb, (s["K"], s["L"]), s["K"])
    return a, b


def workload(a, b):
    return jnp.matmul(a, b)


def flops(size):
    """2 FLOPs per multiply-add of the product."""
    s = SIZES[size]
    return 2 * s["N"] * s["M"] * s["K"] * s["L"]


def bytes_accessed(size):
    """A and B read once, the product written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["N"], s["M"], s["K"]), (s["K"], s["L"]), (s["N"], s["M"], s["L"]))
