"""l1_003_Batched_matrix_multiplication (KernelBench level 1 #3).

C[b] = A[b] @ B[b], A (batch, m, k), B (batch, k, n).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_003_Batched_matrix_multiplication", 1, 3, "Batched_matrix_multiplication",
    "C[b] = A[b] @ B[b], A (batch, m, k), B (batch, k, n).",
    1.6842,
    batch_size=128, m=512, k=1024, n=2048)

SIZES = {
    "full": {"batch_size": 128, "m": 512, "k": 1024, "n": 2048},
    "small": {"batch_size": 4, "m": 128, "k": 256, "n": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): matrix dimensions on lanes (multiples of
# 128), batch dimensions free.
SHAPE_FAMILY = {"batch_size": jc.vary(), "m": jc.vary(128), "k": jc.vary(128), "n": jc.vary(128)}

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
    a = lc.activation(ka, (s["batch_size"], s["m"], s["k"]), mode)
    b = lc.fan_in_weight(kb, (s["batch_size"], s["k"], s["n"]), s["k"])
    return a, b


def workload(a, b):
    return jnp.einsum("bij,bjk->bik", a, b)


def flops(size):
    """2 FLOPs per multiply-add of the product."""
    s = SIZES[size]
    return 2 * s["batch_size"] * s["m"] * s["k"] * s["n"]


def bytes_accessed(size):
    """A and B read once, the product written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["m"], s["k"]), (s["batch_size"], s["k"], s["n"]),
                          (s["batch_size"], s["m"], s["n"]))
