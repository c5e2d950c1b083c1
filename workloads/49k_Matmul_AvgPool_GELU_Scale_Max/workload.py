"""49k_Matmul_AvgPool_GELU_Scale_Max (KernelBench level 2 #98).

h = x·W + b (W stored (in, out)); 1-D average pool over the features (window 16,
stride 16, VALID → out_features/16); GELU (tanh approximation); × 2.0; max over
the pooled features → (batch,).
"""
import math

import jax
import jax.numpy as jnp

import jaxbench_common as jc

POOL_KERNEL_SIZE = 16
SCALE_FACTOR = 2.0

CONFIG = {
    "name": "49k_Matmul_AvgPool_GELU_Scale_Max",
    "model": "KernelBench level 2 #98",
    "operator": "Matmul_AvgPool_GELU_Scale_Max",
    "category": "fused",
    "semantics": "h = x·W + b; average pool over features (window 16, stride 16); tanh-GELU; "
                 "× 2.0; max over features.",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192,
    "pool_kernel_size": POOL_KERNEL_SIZE, "scale_factor": SCALE_FACTOR,
    "jaxbench": {"v6e_baseline_ms": 0.8563, "v6e_optimized_ms": None, "xla_flops": 549843894272},
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
    "out_features": jc.vary(math.lcm(128, POOL_KERNEL_SIZE)),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "W ~ N(0, 1/in_features), b ~ N(0, 0.1^2) instead of zeros (JAXBench's output is identically "
    "0).",
    "x ~ U[0, 1) in mode 0 as in JAXBench; heavy_tailed and signed_shifted change which pooled "
    "feature wins the max.",
    "Pooling is written as a reshape to (batch, out/16, 16) and a mean (VALID, out_features is "
    "a multiple of 16 at both sizes).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["in_features"], s["out_features"])


def workload(x, w, b):
    h = jnp.matmul(x, w) + b
    m, n = h.shape
    p = jnp.mean(h.reshape(m, n // POOL_KERNEL_SIZE, POOL_KERNEL_SIZE), axis=2)
    p = jax.nn.gelu(p, approximate=True) * SCALE_FACTOR
    return jnp.max(p, axis=1)


def flops(size):
    """2·M·K·N for the GEMM, plus per GEMM element: bias, pooling sum (2); plus per pooled
    element: divide (1), GELU (9), scale (1), max (1) = 12."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 2 * m * n + 12 * m * (n // POOL_KERNEL_SIZE)


def bytes_accessed(size):
    """x, W, b read once and the (batch,) output written once, in the suite dtype."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return jc.suite_bytes((m, k), (k, n), (n,), (m,))
