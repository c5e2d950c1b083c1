"""26k_BMM_InstanceNorm_Sum_ResidualAdd_Multiply (KernelBench level 2 #28).

h = x·Wᵀ + b (W stored (out, in)); instance norm of each row of h over its
features (biased variance, eps 1e-5) with per-feature affine in_weight, in_bias;
out = (h′ + y) × y.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

EPS = 1e-5

CONFIG = {
    "name": "26k_BMM_InstanceNorm_Sum_ResidualAdd_Multiply",
    "model": "KernelBench level 2 #28",
    "operator": "BMM_InstanceNorm_Sum_ResidualAdd_Multiply",
    "category": "fused",
    "semantics": "h = x·Wᵀ + b; h′ = instance norm of each row over its features (eps 1e-5, "
                 "per-feature affine); out = (h′ + y) × y.",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192, "eps": EPS,
    "jaxbench": {"v6e_baseline_ms": 0.6856, "v6e_optimized_ms": None, "xla_flops": 550158467072},
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

MODES = [jc.NORMAL, jc.SIGNED, jc.LARGE]

NOTES = [
    "W ~ N(0, 1/in_features), b ~ N(0, 0.1^2), in_weight ~ 1 + N(0, 0.1^2), "
    "in_bias ~ N(0, 0.1^2) instead of zeros / ones.",
    "Degenerate chain fixed (§5.1.8): JAXBench views h as (N, C, 1, 1) and normalises over the "
    "two singleton axes, which gives 0, so its output (in_bias + y)·y ignores x and the GEMM. "
    "Here each row is normalised over its C features, which is what the PyTorch original "
    "computes (h.unsqueeze(1).unsqueeze(1) is an (N, 1, 1, C) map, so InstanceNorm2d's "
    "spatial statistics run over the C features); the per-feature affine is kept.",
    "x, y ~ U[0, 1) in mode 0 as in JAXBench; the adversarial modes apply to both x and y.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    kx, ky, kw, kb, kg, kib = jax.random.split(key, 6)
    x = jc.activation(kx, (m, k), mode, base="uniform")
    y = jc.activation(ky, (m, n), mode, base="uniform")
    w = jc.fan_in_weight(kw, (n, k), k)
    b = jc.bias_vector(kb, (n,))
    in_weight = jc.norm_scale(kg, (n,))
    in_bias = jc.bias_vector(kib, (n,))
    return x, y, w, b, in_weight, in_bias


def workload(x, y, w, b, in_weight, in_bias):
    h = jnp.matmul(x, w.T) + b
    h = jc.standardize(h, 1, EPS) * in_weight + in_bias
    return (h + y) * y


def flops(size):
    """2·M·K·N for the GEMM, plus per GEMM element: bias (1), norm (mean 1, variance 3,
    normalise 2, affine 2 = 8), residual add (1), multiply (1) = 11."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 11 * m * n


def bytes_accessed(size):
    """x, y, W, b, in_weight, in_bias read once and the output written once, in the suite dtype."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return jc.suite_bytes((m, k), (m, n), (n, k), (n,), (n,), (n,), (m, n))
