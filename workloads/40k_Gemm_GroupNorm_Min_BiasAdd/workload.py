"""40k_Gemm_GroupNorm_Min_BiasAdd (KernelBench level 2 #75).

h = x·Wᵀ + linear_bias (W stored (out, in)); GroupNorm over the features with 512
groups (biased variance, eps 1e-5, affine); m = min over features (keepdims) →
(batch, 1); out = m reshaped to (1, 1, batch, 1) + bias (1, C, 1, 1), which
broadcasts to (1, C, batch, 1).
"""
import math

import jax
import jax.numpy as jnp

import jaxbench_common as jc

NUM_GROUPS = 512
EPS = 1e-5

CONFIG = {
    "name": "40k_Gemm_GroupNorm_Min_BiasAdd",
    "model": "KernelBench level 2 #75",
    "operator": "Gemm_GroupNorm_Min_BiasAdd",
    "category": "fused",
    "semantics": "h = x·Wᵀ + b; GroupNorm (512 groups, eps 1e-5, affine); min over features "
                 "(keepdims); (1, 1, batch, 1) + bias (1, C, 1, 1) → (1, C, batch, 1).",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192, "num_groups": NUM_GROUPS,
    "eps": EPS,
    "jaxbench": {"v6e_baseline_ms": 1.417, "v6e_optimized_ms": None, "xla_flops": 550198312960},
}

SIZES = {
    "full": {"batch_size": 4096, "in_features": 8192, "out_features": 8192},
    "small": {"batch_size": 128, "in_features": 128, "out_features": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "in_features": jc.vary(128),
    "out_features": jc.vary(math.lcm(128, NUM_GROUPS)),
}

MODES = [jc.NORMAL, jc.SIGNED, jc.HEAVY_TAILED]

NOTES = [
    "W ~ N(0, 1/in_features), linear_bias ~ N(0, 0.1^2), gn_weight ~ 1 + N(0, 0.1^2), "
    "gn_bias ~ N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of zeros / ones.",
    "num_groups = 512 at both sizes: 16 features per group at full size, 8 at small size (the "
    "small GEMM is therefore 128 x 128 x 4096 rather than square).",
    "Semantics kept as in JAXBench (§5.1.8): the (batch, 1) row minimum is broadcast against "
    "the (1, C, 1, 1) bias into a (1, C, batch, 1) output; it depends on x through the minimum.",
    "x ~ U[0, 1) in mode 0 as in JAXBench.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    kx, kw, klb, kg, kgb, kb = jax.random.split(key, 6)
    x = jc.activation(kx, (m, k), mode, base="uniform")
    w = jc.fan_in_weight(kw, (n, k), k)
    linear_bias = jc.bias_vector(klb, (n,))
    gn_weight = jc.norm_scale(kg, (n,))
    gn_bias = jc.bias_vector(kgb, (n,))
    bias = jc.bias_vector(kb, (1, n, 1, 1))
    return x, w, linear_bias, gn_weight, gn_bias, bias


def workload(x, w, linear_bias, gn_weight, gn_bias, bias):
    h = jnp.matmul(x, w.T) + linear_bias
    h = jc.group_norm(h, gn_weight, gn_bias, NUM_GROUPS, EPS)
    m = jnp.min(h, axis=1, keepdims=True)
    return m.reshape(1, 1, m.shape[0], 1) + bias


def flops(size):
    """2·M·K·N for the GEMM, plus per GEMM element: bias (1), GroupNorm (mean 1, variance 3,
    normalise 2, affine 2 = 8), min (1) = 10; plus one add per output element (C·batch)."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 10 * m * n + n * m


def bytes_accessed(size):
    """x, W and the four vectors read once and the (1, C, batch, 1) output written once,
    in the suite dtype."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return jc.suite_bytes((m, k), (n, k), (n,), (n,), (n,), (1, n, 1, 1), (1, n, m, 1))
