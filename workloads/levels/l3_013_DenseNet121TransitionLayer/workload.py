"""l3_013_DenseNet121TransitionLayer (KernelBench level 3 #13).

A DenseNet-121 transition layer: BatchNorm2d in training mode, ReLU, 1x1 conv
(no bias), AvgPool2d(2, stride 2).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

EPS = 1e-5

CONFIG = lc.config(
    "l3_013_DenseNet121TransitionLayer", 3, 13, "DenseNet121TransitionLayer",
    "A DenseNet transition layer: BatchNorm (training mode) + ReLU, conv1x1 without bias, "
    "AvgPool2d(2, 2).",
    8.1252,
    batch_size=128, num_input_features=32, num_output_features=64, height=256, width=256)

SIZES = {
    "full": {
        "batch_size": 128, "num_input_features": 32, "num_output_features": 64, "height": 256,
        "width": 256
    },
    "small": {
        "batch_size": 4, "num_input_features": 16, "num_output_features": 32, "height": 32,
        "width": 32
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch, channels (multiples of 8), the
# image size (at least the pool).
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "num_input_features": jc.vary(8),
    "num_output_features": jc.vary(8),
    "height": jc.vary(lo=2),
    "width": jc.vary(lo=2),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x "
    "only. Conv weights ~ N(0, 1/fan_in), conv biases (where the layer has one) ~ N(0, 0.1^2).",
    "BatchNorm in training mode (batch statistics, eps 1e-5), as KernelBench's model runs; weight "
    "~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of ones and zeros.",
    "The normalised, ReLU'd activations are cast to the input dtype before the conv; the pool runs"
    " on the f32 conv output and is cast once.",
]


def _bn_params(key, c):
    kg, kb = jax.random.split(key)
    return jc.norm_scale(kg, (c,)), jc.bias_vector(kb, (c,))


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kn = jax.random.split(key, 3)
    ci, co = s["num_input_features"], s["num_output_features"]
    x = lc.activation(kx, (s["batch_size"], ci, s["height"], s["width"]), mode, base="uniform")
    return (x, lc.conv_weight(kw, co, ci, (1, 1))) + _bn_params(kn, ci)


def workload(x, weight, bn_weight, bn_bias):
    h = jnp.maximum(lc.batch_norm_train(x, bn_weight, bn_bias, EPS), 0.0).astype(x.dtype)
    y = lc.conv(h, weight, out_dtype=jnp.float32)
    return lc.avg_pool(y, 2).astype(x.dtype)


def flops(size):
    """BatchNorm + ReLU (~8 per input), the conv (2 per multiply-add), the pool (4 per output)."""
    s = SIZES[size]
    b, ci, co = s["batch_size"], s["num_input_features"], s["num_output_features"]
    hw = (s["height"], s["width"])
    pooled = b * co * (hw[0] // 2) * (hw[1] // 2)
    return 8 * b * ci * hw[0] * hw[1] + lc.conv_flops(b, ci, co, hw, (1, 1)) + 4 * pooled


def bytes_accessed(size):
    """x and the weights read once, the pooled output written once (bf16)."""
    s = SIZES[size]
    b, ci, co = s["batch_size"], s["num_input_features"], s["num_output_features"]
    return jc.suite_bytes((b, ci, s["height"], s["width"]), (co, ci), (2 * ci,),
                          (b, co, s["height"] // 2, s["width"] // 2))
