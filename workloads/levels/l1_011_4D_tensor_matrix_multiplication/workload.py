"""l1_011_4D_tensor_matrix_multiplication (KernelBench level 1 #11).

C = einsum("bijl,lk->bijk", A, B): a matrix applied along the last axis of a
4-D tensor.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_011_4D_tensor_matrix_multiplication", 1, 11, "4D_tensor_matrix_multiplication",
    "C = einsum(\"bijl,lk->bijk\", A, B): a matrix applied along the last axis of a 4-D tensor.",
    3.4901,
    b=8, i=256, j=512, l=256, k=768)

SIZES = {
    "full": {"b": 8, "i": 256, "j": 512, "l": 256, "k": 768},
    "small": {"b": 2, "i": 16, "j": 32, "l": 128, "k": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): matrix dimensions on lanes (multiples of
# 128), batch dimensions free.
SHAPE_FAMILY = {
    "b": jc.vary(),
    "i": jc.vary(),
    "j": jc.vary(8),
    "l": jc.vary(128),
    "k": jc.vary(128),
}

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
    a = lc.activation(ka, (s["b"], s["i"], s["j"], s["l"]), mode)
    b = lc.fan_in_weight(kb, (s["l"], s["k"]), s["l"])
    return a, b


def workload(a, b):
    return jnp.einsum("bijl,lk->bijk", a, b)


def flops(size):
    """2 FLOPs per multiply-add of the product."""
    s = SIZES[size]
    return 2 * s["b"] * s["i"] * s["j"] * s["l"] * s["k"]


def bytes_accessed(size):
    """A and B read once, the product written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["b"], s["i"], s["j"], s["l"]), (s["l"], s["k"]),
                          (s["b"], s["i"], s["j"], s["k"]))
