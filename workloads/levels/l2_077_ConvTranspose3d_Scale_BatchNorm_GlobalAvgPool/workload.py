"""l2_077_ConvTranspose3d_Scale_BatchNorm_GlobalAvgPool (KernelBench level 2 #77).

ConvTranspose3d(64, 128, 5) + bias; * 2.0; BatchNorm3d in training mode; mean
over space: shape (N, C, 1, 1, 1).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

KERNEL_SIZE = 5
STRIDE = 1
PADDING = 0
OUTPUT_PADDING = 0
SPATIAL = ("depth", "height", "width")
SCALE_FACTOR = 2.0
EPS = 1e-5

CONFIG = lc.config(
    "l2_077_ConvTranspose3d_Scale_BatchNorm_GlobalAvgPool",
    2, 77,
    "ConvTranspose3d_Scale_BatchNorm_GlobalAvgPool",
    "ConvTranspose3d(64, 128, 5) + bias; * 2.0; BatchNorm3d in training mode; mean over space: "
    "shape (N, C, 1, 1, 1).",
    2.4103,
    batch_size=16, in_channels=64, out_channels=128, depth=16, height=32, width=32,
    scale_factor=2.0, kernel_size=5, stride=1, padding=0, output_padding=0)

SIZES = {
    "full": {
        "batch_size": 16, "in_channels": 64, "out_channels": 128, "depth": 16, "height": 32,
        "width": 32
    },
    "small": {
        "batch_size": 2, "in_channels": 8, "out_channels": 16, "depth": 4, "height": 8,
        "width": 8
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "depth": jc.vary(),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in) (fan_in = C_in * prod(kernel"
    " / stride) for a transposed conv), conv bias ~ N(0, 0.1^2).",
] + ops.BATCH_NORM_NOTES


def _in_shape(s):
    return (s["batch_size"], s["in_channels"]) + tuple(s[n] for n in SPATIAL)


def _front_shape(s):
    """The convolution's output (N, C_out, *spatial)."""
    return (s["batch_size"], s["out_channels"]) + tuple(
        lc.conv_transpose_out(s[n], KERNEL_SIZE, STRIDE, PADDING, OUTPUT_PADDING) for n in SPATIAL)


def _front_in_spatial(s):
    return tuple(s[n] for n in SPATIAL)


def _out_shape(s):
    return (s["batch_size"], s["out_channels"], 1, 1, 1)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_bn_weight, k_bn_bias = jax.random.split(key, 5)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"], (KERNEL_SIZE,) * 3,
                                      STRIDE)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    bn_weight = jc.norm_scale(k_bn_weight, (s["out_channels"],))
    bn_bias = jc.bias_vector(k_bn_bias, (s["out_channels"],))
    return x, weight, conv_bias, bn_weight, bn_bias


def workload(x, weight, conv_bias, bn_weight, bn_bias):
    h = lc.conv_transpose(x, weight, STRIDE, PADDING, OUTPUT_PADDING,
                          out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = lc.batch_norm_train(h * SCALE_FACTOR, bn_weight, bn_bias, EPS)
    return jnp.mean(y, axis=(2, 3, 4), keepdims=True).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 9 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                    _front_in_spatial(s),
                                    (KERNEL_SIZE,) * 3) + lc.numel(*_front_shape(s))
    return front + 9 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],), (s["out_channels"],), (s["out_channels"],),
                          _out_shape(s))
