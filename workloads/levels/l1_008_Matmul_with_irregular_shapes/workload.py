"""l1_008_Matmul_with_irregular_shapes (KernelBench level 1 #8).

C = A @ B with dimensions that are no multiple of a tile: A (M, K), B (K, N), M
8205, K 2949, N 5921.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_008_Matmul_with_irregular_shapes", 1, 8, "Matmul_with_irregular_shapes",
    "C = A @ B with dimensions that are no multiple of a tile: A (M, K), B (K, N), M 8205, K 2949,"
    " N 5921.",
    0.6025,
    M=8205, K=2949, N=5921)

SIZES = {
    "full": {"M": 8205, "K": 2949, "N": 5921},
    "small": {"M": 205, "K": 149, "N": 321},
}

# Held-out shapes (workloads/README.md, "Shape families"): any size: the op is about shapes off the
# tiles, so held-out ones are too.
SHAPE_FAMILY = {"M": jc.vary(), "K": jc.vary(), "N": jc.vary()}

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
