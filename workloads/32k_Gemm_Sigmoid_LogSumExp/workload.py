"""32k_Gemm_Sigmoid_LogSumExp (KernelBench level 2 #45).

h = σ(x·W1ᵀ + b1); z = h·W2ᵀ + b2 (W1 stored (hidden, input), W2 (output, hidden));
out = logsumexp of z over its last axis → (batch,).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

# W2's standard deviation is LOGIT_SCALE / sqrt(hidden_size) (see NOTES).
LOGIT_SCALE = 4.0

CONFIG = {
    "name": "32k_Gemm_Sigmoid_LogSumExp",
    "model": "KernelBench level 2 #45",
    "operator": "Gemm_Sigmoid_LogSumExp",
    "category": "fused",
    "semantics": "h = σ(x·W1ᵀ + b1); z = h·W2ᵀ + b2; logsumexp over the last axis (two GEMMs).",
    "batch_size": 16384, "input_size": 2048, "hidden_size": 4096, "output_size": 1024,
    "jaxbench": {"v6e_baseline_ms": 0.5503, "v6e_optimized_ms": None, "xla_flops": 412669247488},
}

SIZES = {
    "full": {"batch_size": 16384, "input_size": 2048, "hidden_size": 4096, "output_size": 1024},
    "small": {"batch_size": 256, "input_size": 256, "hidden_size": 512, "output_size": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "input_size": jc.vary(128),
    "hidden_size": jc.vary(128),
    "output_size": jc.vary(128),
}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "W1 ~ N(0, 1/input_size), b1, b2 ~ N(0, 0.1^2) instead of zeros (JAXBench's output is the "
    "constant ln(1024)).",
    "W2 ~ N(0, 4^2/hidden_size), four times the fan-in scale: with fan-in scale the logits "
    "spread so little that the logsumexp is ln(output_size) plus a row-to-row variation of "
    "about 0.15% of its value, below the bf16 rounding of the output; at 4x the variation is "
    "about 10x larger, so the per-row values are checkable.",
    "x ~ U[0, 1) in mode 0 as in JAXBench; large_magnitude saturates the sigmoid, heavy_tailed "
    "gives a few saturated rows.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    m, k, h, n = s["batch_size"], s["input_size"], s["hidden_size"], s["output_size"]
    kx, kw1, kb1, kw2, kb2 = jax.random.split(key, 5)
    x = jc.activation(kx, (m, k), mode, base="uniform")
    w1 = jc.fan_in_weight(kw1, (h, k), k)
    b1 = jc.bias_vector(kb1, (h,))
    w2 = jc.normal(kw2, (n, h), LOGIT_SCALE / h ** 0.5)
    b2 = jc.bias_vector(kb2, (n,))
    return x, w1, b1, w2, b2


def workload(x, w1, b1, w2, b2):
    h = jax.nn.sigmoid(jnp.matmul(x, w1.T) + b1)
    z = jnp.matmul(h, w2.T) + b2
    return jax.nn.logsumexp(z, axis=-1)


def flops(size):
    """2·M·K·H + 2·M·H·N for the GEMMs, plus bias + sigmoid (2) per hidden element, bias +
    logsumexp (max, subtract, exp, sum = 4) per output-logit element, and log + add per row."""
    s = SIZES[size]
    m, k, h, n = s["batch_size"], s["input_size"], s["hidden_size"], s["output_size"]
    return 2 * m * k * h + 2 * m * h * n + 2 * m * h + 5 * m * n + 2 * m


def bytes_accessed(size):
    """x, W1, b1, W2, b2 read once and the (batch,) output written once, in the suite dtype."""
    s = SIZES[size]
    m, k, h, n = s["batch_size"], s["input_size"], s["hidden_size"], s["output_size"]
    return jc.suite_bytes((m, k), (h, k), (h,), (n, h), (n,), (m,))
