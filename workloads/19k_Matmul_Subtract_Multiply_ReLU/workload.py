"""19k_Matmul_Subtract_Multiply_ReLU (KernelBench level 2 #9).

out = ReLU(((x·W + b) − 2.0) × 1.5), W stored (in, out).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

SUBTRACT_VALUE = 2.0
MULTIPLY_VALUE = 1.5

CONFIG = {
    "name": "19k_Matmul_Subtract_Multiply_ReLU",
    "model": "KernelBench level 2 #9",
    "operator": "Matmul_Subtract_Multiply_ReLU",
    "category": "fused",
    "semantics": "ReLU(((x·W + b) − 2.0) × 1.5) with W stored (in, out).",
    "batch_size": 4096, "in_features": 8192, "out_features": 8192,
    "subtract_value": SUBTRACT_VALUE, "multiply_value": MULTIPLY_VALUE,
    "jaxbench": {"v6e_baseline_ms": 0.6297, "v6e_optimized_ms": None, "xla_flops": 549890031616},
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
    "W ~ N(0, 1/in_features) instead of zeros (JAXBench's output is identically 0).",
    "b ~ 2.0 + N(0, 0.1^2): centred on subtract_value so that about half of the "
    "pre-activations pass the ReLU (with a zero-mean bias almost all of them would be "
    "clipped to 0, since x·W has a standard deviation of about 0.6).",
    "x ~ U[0, 1) in mode 0 as in JAXBench; heavy_tailed and signed_shifted move the "
    "pre-activations across the ReLU threshold differently.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    kx, kw, kb = jax.random.split(key, 3)
    x = jc.activation(kx, (m, k), mode, base="uniform")
    w = jc.fan_in_weight(kw, (k, n), k)
    b = (SUBTRACT_VALUE + jc.bias_vector(kb, (n,), dtype=jnp.float32)).astype(jc.SUITE_DTYPE)
    return x, w, b


def workload(x, w, b):
    h = jnp.matmul(x, w) + b
    return jnp.maximum((h - SUBTRACT_VALUE) * MULTIPLY_VALUE, 0)


def flops(size):
    """2·M·K·N for the GEMM, plus per output element: bias, subtract, multiply, ReLU (4)."""
    s = SIZES[size]
    m, k, n = s["batch_size"], s["in_features"], s["out_features"]
    return 2 * m * k * n + 4 * m * n


def bytes_accessed(size):
    """x, W, b read once and the output written once, in the suite dtype."""
    return jc.linear_bytes(SIZES[size]["batch_size"], SIZES[size]["in_features"], SIZES[size]["out_features"])
