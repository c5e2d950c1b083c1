"""l2_064_Gemm_LogSumExp_LeakyReLU_LeakyReLU_GELU_GELU (KernelBench level 2 #64).

h = x W + b; logsumexp over features (keepdim); leaky_relu(0.01) twice; GELU
(erf) twice: one value per row.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l2_064_Gemm_LogSumExp_LeakyReLU_LeakyReLU_GELU_GELU",
    2, 64,
    "Gemm_LogSumExp_LeakyReLU_LeakyReLU_GELU_GELU",
    "h = x W + b; logsumexp over features (keepdim); leaky_relu(0.01) twice; GELU (erf) twice: one"
    " value per row.",
    0.141,
    batch_size=1024, in_features=8192, out_features=8192)

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

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; W ~ N(0, 1/in_features) stored (in, out), b ~ N(0, "
    "0.1^2).",
    "large_magnitude (x64): logits of hundreds, where a logsumexp without the row max overflows.",
    "GELU is the exact erf form (PyTorch's default).",
    "The output (one value per row) stays f32: the logsumexp of out_features values is about "
    "log(out_features) + 1 everywhere and varies across rows by less than a bf16 output resolves "
    "there (a bf16 output was 0.6 of truth's spread off).",
    "The adversarial modes change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is kept "
    "in f32 (see above).",
]


def _front_shape(s):
    return (s["batch_size"], s["out_features"])


def _out_shape(s):
    return (s["batch_size"], 1)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, (s["batch_size"], s["in_features"]), mode, base="uniform")
    weight = lc.fan_in_weight(kw, (s["in_features"], s["out_features"]), s["in_features"])
    bias = jc.bias_vector(kb, (s["out_features"],))
    return x, weight, bias


def workload(x, weight, bias):
    h = jnp.matmul(x, weight, preferred_element_type=jnp.float32) + lc.f32(bias)
    y = jax.nn.logsumexp(h, axis=1, keepdims=True)
    y = lc.leaky_relu(lc.leaky_relu(y))
    return lc.gelu(lc.gelu(y))


def flops(size):
    """The front (2 per multiply-add, its bias) and 4 operations per output of it."""
    s = SIZES[size]
    front = 2 * s["batch_size"] * s["in_features"] * s["out_features"] + lc.numel(*_front_shape(s))
    return front + 4 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["in_features"]),
                          (s["in_features"], s["out_features"]),
                          (s["out_features"],)) + 4 * lc.numel(*_out_shape(s))
