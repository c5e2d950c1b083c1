"""l2_055_Matmul_MaxPool_Sum_Scale (KernelBench level 2 #55).

h = x W + b; MaxPool1d(2) over features; sum over features; * 0.5: one value
per row.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

POOL_KERNEL = 2
SCALE_FACTOR = 0.5

CONFIG = lc.config(
    "l2_055_Matmul_MaxPool_Sum_Scale", 2, 55, "Matmul_MaxPool_Sum_Scale",
    "h = x W + b; MaxPool1d(2) over features; sum over features; * 0.5: one value per row.",
    1.9644,
    batch_size=128, in_features=32768, out_features=32768, kernel_size=2, scale_factor=0.5)

SIZES = {
    "full": {"batch_size": 128, "in_features": 32768, "out_features": 32768},
    "small": {"batch_size": 128, "in_features": 512, "out_features": 512},
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
    "MaxPool1d(2) over an even number of features: pairs (2j, 2j + 1).",
    "The output (one value per row) stays f32: each row sums out_features / 2 maxima that share a "
    "common offset, and a bf16 output resolves the variation across rows only to ~3% of its spread"
    " (12% with x + 3, so no signed_shifted mode).",
    "The adversarial modes change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is kept "
    "in f32 (see above).",
]


def _front_shape(s):
    return (s["batch_size"], s["out_features"])


def _out_shape(s):
    return (s["batch_size"],)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, (s["batch_size"], s["in_features"]), mode, base="uniform")
    weight = lc.fan_in_weight(kw, (s["in_features"], s["out_features"]), s["in_features"])
    bias = jc.bias_vector(kb, (s["out_features"],))
    return x, weight, bias


def workload(x, weight, bias):
    h = jnp.matmul(x, weight, preferred_element_type=jnp.float32) + lc.f32(bias)
    pooled = jnp.max(h.reshape(h.shape[0], -1, POOL_KERNEL), axis=2)
    return jnp.sum(pooled, axis=1) * SCALE_FACTOR


def flops(size):
    """The front (2 per multiply-add, its bias) and 2 operations per output of it."""
    s = SIZES[size]
    front = 2 * s["batch_size"] * s["in_features"] * s["out_features"] + lc.numel(*_front_shape(s))
    return front + 2 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["in_features"]),
                          (s["in_features"], s["out_features"]),
                          (s["out_features"],)) + 4 * lc.numel(*_out_shape(s))
