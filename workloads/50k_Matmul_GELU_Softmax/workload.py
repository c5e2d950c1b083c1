"""50k_Matmul_GELU_Softmax (KernelBench level 2 #99).

out = softmax over features of GELU(x·W + b) (tanh approximation); W stored (in, out).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "50k_Matmul_GELU_Softmax",
    "model": "KernelBench level 2 #99",
    "operator": "Matmul_GELU_Softmax",
    "category": "fused",
    "semantics": "softmax over features of GELU(x·W + b), tanh approximation.",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192,
    "jaxbench": {"v6e_baseline_ms": 0.8537, "v6e_optimized_ms": None, "xla_flops": 550225575936},
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
    "W ~ N(0, 1/in_features), b ~ N(0, 0.1^2) instead of zeros (JAXBench's output is 1/8192 "
    "everywhere).",
    "x ~ U[0, 1) in mode 0 as in JAXBench; large_magnitude gives large logits (rows close to "
    "one-hot; exposes a missing max subtraction), heavy_tailed outlier rows.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["in_features"], s["out_features"])


def workload(x, w, b):
    h = jax.nn.gelu(jnp.matmul(x, w) + b, approximate=True)
    return jax.nn.softmax(h, axis=1)


def flops(size):
    """2·M·K·N for the GEMM, plus per output element: bias (1), GELU (9), softmax (max,
    subtract, exp, sum, divide = 5) = 15."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 15 * m * n


def bytes_accessed(size):
    """x, W, b read once and the output written once, in the suite dtype."""
    return jc.linear_bytes(SIZES[size]["batch_size"], SIZES[size]["in_features"], SIZES[size]["out_features"])
