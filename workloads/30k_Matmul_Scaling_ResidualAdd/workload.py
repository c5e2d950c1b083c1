"""30k_Matmul_Scaling_ResidualAdd (KernelBench level 2 #40).

h = x·W + b (W stored (in, out)); out = 0.5·h + h.
"""
import jax.numpy as jnp

import jaxbench_common as jc

SCALING_FACTOR = 0.5

CONFIG = {
    "name": "30k_Matmul_Scaling_ResidualAdd",
    "model": "KernelBench level 2 #40",
    "operator": "Matmul_Scaling_ResidualAdd",
    "category": "fused",
    "semantics": "h = x·W + b; out = 0.5·h + h.",
    "batch_size": 16384, "in_features": 4096, "out_features": 4096,
    "scaling_factor": SCALING_FACTOR,
    "jaxbench": {"v6e_baseline_ms": 0.644, "v6e_optimized_ms": None, "xla_flops": 549957140480},
}

SIZES = {
    "full": {"batch_size": 16384, "in_features": 4096, "out_features": 4096},
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
    "x ~ U[0, 1) in mode 0 as in JAXBench; heavy_tailed and signed_shifted (cancellation in the "
    "GEMM); large_magnitude is not used: it would only rescale this nearly linear chain.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["in_features"], s["out_features"])


def workload(x, w, b):
    h = jnp.matmul(x, w) + b
    return h * SCALING_FACTOR + h


def flops(size):
    """2·M·K·N for the GEMM, plus per output element: bias, scale, residual add (3)."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 3 * m * n


def bytes_accessed(size):
    """x, W, b read once and the output written once, in the suite dtype."""
    return jc.linear_bytes(SIZES[size]["batch_size"], SIZES[size]["in_features"], SIZES[size]["out_features"])
