"""l2_063_Gemm_ReLU_Divide (KernelBench level 2 #63).

h = x W + b; relu; / 2.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

DIVISOR = 2.0

CONFIG = lc.config(
    "l2_063_Gemm_ReLU_Divide", 2, 63, "Gemm_ReLU_Divide",
    "h = x W + b; relu; / 2.",
    0.1788,
    batch_size=1024, in_features=8192, out_features=8192, divisor=2.0)

SIZES = {
    "full": {"batch_size": 1024, "in_features": 8192, "out_features": 8192},
    "small": {"batch_size": 256, "in_features": 512, "out_features": 512},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch on sublanes (multiples of 8),
# features on lanes (multiples of 128).
SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "in_features": jc.vary(128),
    "out_features": jc.vary(128),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; W ~ N(0, 1/in_features) stored (in, out), b ~ N(0, "
    "0.1^2).",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is cast "
    "to the input dtype once.",
]


def _front_shape(s):
    return (s["batch_size"], s["out_features"])


def _out_shape(s):
    return _front_shape(s)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, (s["batch_size"], s["in_features"]), mode, base="uniform")
    weight = lc.fan_in_weight(kw, (s["in_features"], s["out_features"]), s["in_features"])
    bias = jc.bias_vector(kb, (s["out_features"],))
    return x, weight, bias


def workload(x, weight, bias):
    h = jnp.matmul(x, weight, preferred_element_type=jnp.float32) + lc.f32(bias)
    return (jnp.maximum(h, 0.0) / DIVISOR).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 2 operations per output of it."""
    s = SIZES[size]
    front = 2 * s["batch_size"] * s["in_features"] * s["out_features"] + lc.numel(*_front_shape(s))
    return front + 2 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["in_features"]),
                          (s["in_features"], s["out_features"]), (s["out_features"],),
                          _out_shape(s))
