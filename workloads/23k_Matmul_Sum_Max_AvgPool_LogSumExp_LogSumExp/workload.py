"""23k_Matmul_Sum_Max_AvgPool_LogSumExp_LogSumExp (KernelBench level 2 #18).

h = x·Wᵀ + b (W stored (out, in)); s = row-sum over features (keepdims) → (batch, 1);
then max, mean, logsumexp, logsumexp over axis 1, which is now a singleton axis.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "23k_Matmul_Sum_Max_AvgPool_LogSumExp_LogSumExp",
    "model": "KernelBench level 2 #18",
    "operator": "Matmul_Sum_Max_AvgPool_LogSumExp_LogSumExp",
    "category": "fused",
    "semantics": "h = x·Wᵀ + b; row-sum (keepdims); then max, mean, logsumexp, logsumexp over the "
                 "singleton axis (identities).",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192,
    "jaxbench": {"v6e_baseline_ms": 0.7273, "v6e_optimized_ms": None, "xla_flops": 549822922752},
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
    "W ~ N(0, 1/in_features), b ~ N(0, 0.1^2) instead of zeros (JAXBench's output is the constant "
    "0).",
    "Semantics kept as in JAXBench (§5.1.8): the max, mean and both logsumexps act on a singleton "
    "axis and are identities, so the output is the row sum of x·Wᵀ + b; it depends on x.",
    "x ~ U[0, 1) in mode 0 as in JAXBench; heavy_tailed and signed_shifted (cancellation) "
    "change the row sums; large_magnitude is not used: it would only rescale this linear chain.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["in_features"], s["out_features"], weight_out_in=True)


def workload(x, w, b):
    h = jnp.matmul(x, w.T) + b
    s = jnp.sum(h, axis=1, keepdims=True)
    s = jnp.max(s, axis=1, keepdims=True)
    s = jnp.mean(s, axis=1, keepdims=True)
    s = jax.nn.logsumexp(s, axis=1, keepdims=True)
    return jax.nn.logsumexp(s, axis=1, keepdims=True)


def flops(size):
    """2·M·K·N for the GEMM, plus per GEMM element: bias, sum (2); plus per row the four
    singleton reductions (max 1, mean 1, each logsumexp 4: max, subtract, exp, log+add) = 10."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 2 * m * n + 10 * m


def bytes_accessed(size):
    """x, W, b read once and the (batch, 1) output written once, in the suite dtype."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return jc.suite_bytes((m, k), (n, k), (n,), (m, 1))
