"""42k_Gemm_Max_Subtract_GELU (KernelBench level 2 #80).

h = x·W + b (W stored (in, out)); out = GELU(max_j h − mean_j h), both over the
feature axis, keepdims → (batch, 1); GELU in its tanh approximation.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

MAX_DIM = 1

CONFIG = {
    "name": "42k_Gemm_Max_Subtract_GELU",
    "model": "KernelBench level 2 #80",
    "operator": "Gemm_Max_Subtract_GELU",
    "category": "fused",
    "semantics": "h = x·W + b; GELU(max over features of h − mean over features of h), keepdims.",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192, "max_dim": MAX_DIM,
    "jaxbench": {"v6e_baseline_ms": 0.6274, "v6e_optimized_ms": None, "xla_flops": 549822922752},
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

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "W ~ N(0, 1/in_features), b ~ N(0, 0.1^2) instead of zeros.",
    "Degenerate chain fixed (§5.1.8): JAXBench takes the max over features (keepdims) and then "
    "subtracts the mean of that (batch, 1) result over its singleton axis, which is identically "
    "0 for any input, so the output is GELU(0) = 0. Here the mean is taken over the feature axis "
    "of h instead: out = GELU(max_j h − mean_j h). The chain (GEMM, max, subtract a mean, GELU) "
    "and the output shape (batch, 1) are unchanged.",
    "x ~ U[0, 1) in mode 0 as in JAXBench; large_magnitude / heavy_tailed / signed_shifted "
    "stress the max and the cancellation in max − mean.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["in_features"], s["out_features"])


def workload(x, w, b):
    h = jnp.matmul(x, w) + b
    d = jnp.max(h, axis=MAX_DIM, keepdims=True) - jnp.mean(h, axis=MAX_DIM, keepdims=True)
    return jax.nn.gelu(d, approximate=True)


def flops(size):
    """2·M·K·N for the GEMM, plus per GEMM element: bias, max, mean (3); plus per row the
    subtraction and GELU (1 + 9)."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 3 * m * n + 10 * m


def bytes_accessed(size):
    """x, W, b read once and the (batch, 1) output written once, in the suite dtype."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return jc.suite_bytes((m, k), (k, n), (n,), (m, 1))
