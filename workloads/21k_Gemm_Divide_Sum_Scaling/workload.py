"""21k_Gemm_Divide_Sum_Scaling (KernelBench level 2 #14).

out = 1.5 · Σ_j ((x·Wᵀ)/2)_j, keepdims → (batch, 1). W stored (hidden, input)
(PyTorch Linear layout), no bias; the GEMM asks for HIGHEST precision as in JAXBench.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

DIVISOR = 2.0
SCALING_FACTOR = 1.5

CONFIG = {
    "name": "21k_Gemm_Divide_Sum_Scaling",
    "model": "KernelBench level 2 #14",
    "operator": "Gemm_Divide_Sum_Scaling",
    "category": "fused",
    "semantics": "1.5 × row-sum over features of (x·Wᵀ)/2 (no bias, HIGHEST precision), keepdims.",
    "batch_size": 4096, "input_size": 8192, "hidden_size": 8192,
    "divisor": DIVISOR, "scaling_factor": SCALING_FACTOR,
    "jaxbench": {"v6e_baseline_ms": 0.6788, "v6e_optimized_ms": None, "xla_flops": 549822922752},
}

SIZES = {
    "full": {"batch_size": 4096, "input_size": 8192, "hidden_size": 8192},
    "small": {"batch_size": 256, "input_size": 512, "hidden_size": 512},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "input_size": jc.vary(128),
    "hidden_size": jc.vary(128),
}

MODES = [jc.NORMAL, jc.SIGNED, jc.HEAVY_TAILED]

NOTES = [
    "W ~ N(0, 1/input_size) instead of JAXBench's N(0, 1): a change of scale only.",
    "x ~ U[0, 1) in mode 0 as in JAXBench; signed_shifted and heavy_tailed stress the "
    "cancellation in the row sum (large_magnitude would only rescale this linear chain exactly).",
    "The GEMM is written with precision=HIGHEST as in JAXBench; with bf16 operands this changes "
    "nothing.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    m, k, n = s["batch_size"], s["input_size"], s["hidden_size"]
    kx, kw = jax.random.split(key, 2)
    x = jc.activation(kx, (m, k), mode, base="uniform")
    w = jc.fan_in_weight(kw, (n, k), k)
    return x, w


def workload(x, w):
    h = jnp.matmul(x, w.T, precision=jax.lax.Precision.HIGHEST) / DIVISOR
    return jnp.sum(h, axis=1, keepdims=True) * SCALING_FACTOR


def flops(size):
    """2·M·K·N for the GEMM, plus per GEMM element: divide, sum (2); plus the scaling per row."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["input_size"], s["hidden_size"]
    return 2 * m * k * n + 2 * m * n + m


def bytes_accessed(size):
    """x, W read once and the (batch, 1) output written once, in the suite dtype."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["input_size"], s["hidden_size"]
    return jc.suite_bytes((m, k), (n, k), (m, 1))
