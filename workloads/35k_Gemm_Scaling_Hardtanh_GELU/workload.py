"""35k_Gemm_Scaling_Hardtanh_GELU (KernelBench level 2 #53).

h = 0.5·(x·W + b) (W stored (in, out)); clip to [−2, 2]; GELU written out in its
tanh form 0.5·h·(1 + tanh(√(2/π)·(h + 0.044715·h³))).
"""
import math

import jax.numpy as jnp

import jaxbench_common as jc

SCALING_FACTOR = 0.5
HARDTANH_MIN = -2.0
HARDTANH_MAX = 2.0

CONFIG = {
    "name": "35k_Gemm_Scaling_Hardtanh_GELU",
    "model": "KernelBench level 2 #53",
    "operator": "Gemm_Scaling_Hardtanh_GELU",
    "category": "fused",
    "semantics": "h = 0.5·(x·W + b); clip to [−2, 2]; explicit tanh-GELU formula.",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192,
    "scaling_factor": SCALING_FACTOR, "hardtanh_min": HARDTANH_MIN, "hardtanh_max": HARDTANH_MAX,
    "jaxbench": {"v6e_baseline_ms": 0.6636, "v6e_optimized_ms": None, "xla_flops": 550124912640},
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

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "W ~ N(0, 1/in_features), b ~ N(0, 0.1^2) instead of zeros (JAXBench's output is identically "
    "0).",
    "x ~ U[0, 1) in mode 0 as in JAXBench (the clip is rarely active there); large_magnitude "
    "clips most values, heavy_tailed some.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["in_features"], s["out_features"])


def workload(x, w, b):
    h = (jnp.matmul(x, w) + b) * SCALING_FACTOR
    h = jnp.clip(h, HARDTANH_MIN, HARDTANH_MAX)
    return 0.5 * h * (1.0 + jnp.tanh(math.sqrt(2.0 / math.pi) * (h + 0.044715 * h * h * h)))


def flops(size):
    """2·M·K·N for the GEMM, plus per output element: bias, scale (2), clip (2), GELU (9) = 13."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 13 * m * n


def bytes_accessed(size):
    """x, W, b read once and the output written once, in the suite dtype."""
    return jc.linear_bytes(SIZES[size]["batch_size"], SIZES[size]["in_features"], SIZES[size]["out_features"])
