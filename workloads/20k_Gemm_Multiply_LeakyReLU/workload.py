"""20k_Gemm_Multiply_LeakyReLU (KernelBench level 2 #12).

h = 2.0·(x·W + b); out = h if h ≥ 0 else 0.1·h. W stored (in, out).
"""
import jax.numpy as jnp

import jaxbench_common as jc

MULTIPLIER = 2.0
NEGATIVE_SLOPE = 0.1

CONFIG = {
    "name": "20k_Gemm_Multiply_LeakyReLU",
    "model": "KernelBench level 2 #12",
    "operator": "Gemm_Multiply_LeakyReLU",
    "category": "fused",
    "semantics": "h = 2.0·(x·W + b); LeakyReLU with negative slope 0.1.",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192,
    "multiplier": MULTIPLIER, "negative_slope": NEGATIVE_SLOPE,
    "jaxbench": {"v6e_baseline_ms": 0.6337, "v6e_optimized_ms": None, "xla_flops": 549923586048},
}

SIZES = {
    "full": {"batch_size": 4096, "in_features": 8192, "out_features": 8192},
    "small": {"batch_size": 256, "in_features": 512, "out_features": 512},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "in_features": jc.vary(128),
    "out_features": jc.vary(128),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "W ~ N(0, 1/in_features), b ~ N(0, 0.1^2) instead of zeros (JAXBench's output is identically "
    "0).",
    "x ~ U[0, 1) in mode 0 as in JAXBench; about half of the pre-activations are negative.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["in_features"], s["out_features"])


def workload(x, w, b):
    h = (jnp.matmul(x, w) + b) * MULTIPLIER
    return jnp.where(h >= 0, h, NEGATIVE_SLOPE * h)


def flops(size):
    """2·M·K·N for the GEMM, plus per output element: bias, multiply, compare,
    slope multiply (4)."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 4 * m * n


def bytes_accessed(size):
    """x, W, b read once and the output written once, in the suite dtype."""
    return jc.linear_bytes(SIZES[size]["batch_size"], SIZES[size]["in_features"], SIZES[size]["out_features"])
