"""l2_051_Gemm_Subtract_GlobalAvgPool_LogSumExp_GELU_ResidualAdd (KernelBench level 2 #51).

h = x W + b - subtract; m = mean of h over features (keepdim); logsumexp over
that size-1 axis (the identity); GELU (erf); + x, the layer's input (batch,
in_features).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l2_051_Gemm_Subtract_GlobalAvgPool_LogSumExp_GELU_ResidualAdd",
    2, 51,
    "Gemm_Subtract_GlobalAvgPool_LogSumExp_GELU_ResidualAdd",
    "h = x W + b - subtract; m = mean of h over features (keepdim); logsumexp over that size-1 "
    "axis (the identity); GELU (erf); + x, the layer's input (batch, in_features).",
    0.2484,
    batch_size=2048, in_features=8192, out_features=8192)

SIZES = {
    "full": {"batch_size": 2048, "in_features": 8192, "out_features": 8192},
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
    "subtract ~ N(0, 1) (torch.randn, as KernelBench).",
    "The residual adds the input x (batch, in_features) to a per-row scalar, as KernelBench "
    "(original_x is x before the GEMM).",
    "GELU is the exact erf form (PyTorch's default).",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is cast "
    "to the input dtype once.",
]


def _front_shape(s):
    return (s["batch_size"], s["out_features"])


def _out_shape(s):
    return (s["batch_size"], s["in_features"])


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_subtract = jax.random.split(key, 4)
    x = lc.activation(kx, (s["batch_size"], s["in_features"]), mode, base="uniform")
    weight = lc.fan_in_weight(kw, (s["in_features"], s["out_features"]), s["in_features"])
    bias = jc.bias_vector(kb, (s["out_features"],))
    subtract = lc.bias(k_subtract, (s["out_features"],), scale=1.0)
    return x, weight, bias, subtract


def workload(x, weight, bias, subtract):
    h = jnp.matmul(x, weight, preferred_element_type=jnp.float32) + lc.f32(bias)
    m = jnp.mean(h - lc.f32(subtract), axis=1, keepdims=True)
    m = jax.nn.logsumexp(m, axis=1, keepdims=True)
    return (lc.gelu(m) + lc.f32(x)).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 3 operations per output of it."""
    s = SIZES[size]
    front = 2 * s["batch_size"] * s["in_features"] * s["out_features"] + lc.numel(*_front_shape(s))
    return front + 3 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["in_features"]),
                          (s["in_features"], s["out_features"]), (s["out_features"],),
                          (s["out_features"],), _out_shape(s))
