"""l2_033_Gemm_Scale_BatchNorm (KernelBench level 2 #33).

h = x W + b; h * scale (per feature); BatchNorm1d in training mode (batch
statistics, eps 1e-5, affine).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

EPS = 1e-5

CONFIG = lc.config(
    "l2_033_Gemm_Scale_BatchNorm", 2, 33, "Gemm_Scale_BatchNorm",
    "h = x W + b; h * scale (per feature); BatchNorm1d in training mode (batch statistics, eps "
    "1e-5, affine).",
    0.3333,
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

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; W ~ N(0, 1/in_features) stored (in, out), b ~ N(0, "
    "0.1^2).",
    "scale ~ N(0, 1) (torch.randn, as KernelBench).",
    "Norm affine weight ~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of PyTorch's initial ones "
    "and zeros.",
    "BatchNorm in training mode (batch statistics), as KernelBench's model runs; statistics in "
    "f32.",
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
    kx, kw, kb, k_scale, k_bn_weight, k_bn_bias = jax.random.split(key, 6)
    x = lc.activation(kx, (s["batch_size"], s["in_features"]), mode, base="uniform")
    weight = lc.fan_in_weight(kw, (s["in_features"], s["out_features"]), s["in_features"])
    bias = jc.bias_vector(kb, (s["out_features"],))
    scale = lc.bias(k_scale, (s["out_features"],), scale=1.0)
    bn_weight = jc.norm_scale(k_bn_weight, (s["out_features"],))
    bn_bias = jc.bias_vector(k_bn_bias, (s["out_features"],))
    return x, weight, bias, scale, bn_weight, bn_bias


def workload(x, weight, bias, scale, bn_weight, bn_bias):
    h = jnp.matmul(x, weight, preferred_element_type=jnp.float32) + lc.f32(bias)
    y = lc.batch_norm_train(h * lc.f32(scale), bn_weight, bn_bias, EPS)
    return y.astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 8 operations per output of it."""
    s = SIZES[size]
    front = 2 * s["batch_size"] * s["in_features"] * s["out_features"] + lc.numel(*_front_shape(s))
    return front + 8 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["in_features"]),
                          (s["in_features"], s["out_features"]), (s["out_features"],),
                          (s["out_features"],), (s["out_features"],), (s["out_features"],),
                          _out_shape(s))
