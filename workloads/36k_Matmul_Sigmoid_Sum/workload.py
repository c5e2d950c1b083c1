"""36k_Matmul_Sigmoid_Sum (KernelBench level 2 #56).

out = Σ_j σ(x·W + b)_j, keepdims → (batch, 1); W stored (input, hidden).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "36k_Matmul_Sigmoid_Sum",
    "model": "KernelBench level 2 #56",
    "operator": "Matmul_Sigmoid_Sum",
    "category": "fused",
    "semantics": "row-sum over features of σ(x·W + b), keepdims.",
    "batch_size": 4096, "input_size": 8192, "hidden_size": 8192,
    "jaxbench": {"v6e_baseline_ms": 0.7202, "v6e_optimized_ms": None, "xla_flops": 549923586048},
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

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "W ~ N(0, 1/input_size), b ~ N(0, 0.1^2) instead of zeros (JAXBench's output is the "
    "constant hidden_size/2 = 4096 everywhere).",
    "The output is about hidden_size/2 plus a row-to-row variation of order "
    "sqrt(hidden_size)·0.07; "
    "at full size that variation is comparable to the bf16 rounding of the output (spacing 32 "
    "near 4096), a property of the operator in bf16.",
    "x ~ U[0, 1) in mode 0 as in JAXBench; large_magnitude saturates the sigmoid, heavy_tailed "
    "some rows.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.linear_inputs(key, mode, s["batch_size"], s["input_size"], s["hidden_size"])


def workload(x, w, b):
    return jnp.sum(jax.nn.sigmoid(jnp.matmul(x, w) + b), axis=1, keepdims=True)


def flops(size):
    """2·M·K·N for the GEMM, plus per GEMM element: bias, sigmoid, sum (3)."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["input_size"], s["hidden_size"]
    return 2 * m * k * n + 3 * m * n


def bytes_accessed(size):
    """x, W, b read once and the (batch, 1) output written once, in the suite dtype."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["input_size"], s["hidden_size"]
    return jc.suite_bytes((m, k), (k, n), (n,), (m, 1))
