"""37k_Matmul_Swish_Scaling (KernelBench level 2 #59).

out = 2.0 · swish(x·W + b), swish(v) = v·σ(v); W stored (in, out).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

SCALING_FACTOR = 2.0

CONFIG = {
    "name": "37k_Matmul_Swish_Scaling",
    "model": "KernelBench level 2 #59",
    "operator": "Matmul_Swish_Scaling",
    "category": "fused",
    "semantics": "2.0 · swish(x·W + b).",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192,
    "scaling_factor": SCALING_FACTOR,
    "jaxbench": {"v6e_baseline_ms": 0.6426, "v6e_optimized_ms": None, "xla_flops": 549957140480},
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
    "x ~ U[0, 1) in mode 0 as in JAXBench; heavy_tailed and signed_shifted reach the negative "
    "tail of swish and the GEMM's cancellation.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["in_features"], s["out_features"])


def workload(x, w, b):
    h = jnp.matmul(x, w) + b
    return h * jax.nn.sigmoid(h) * SCALING_FACTOR


def flops(size):
    """2·M·K·N for the GEMM, plus per output element: bias, sigmoid, multiply, scale (4)."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 4 * m * n


def bytes_accessed(size):
    """x, W, b read once and the output written once, in the suite dtype."""
    return jc.linear_bytes(SIZES[size]["batch_size"], SIZES[size]["in_features"], SIZES[size]["out_features"])
