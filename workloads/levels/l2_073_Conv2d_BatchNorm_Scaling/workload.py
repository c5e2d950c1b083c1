"""l2_073_Conv2d_BatchNorm_Scaling (KernelBench level 2 #73).

Conv2d(8, 64, 3) + bias; BatchNorm2d in training mode (eps 1e-5, affine); *
2.0.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
SPATIAL = ("height", "width")
EPS = 1e-5
SCALING_FACTOR = 2.0

CONFIG = lc.config(
    "l2_073_Conv2d_BatchNorm_Scaling", 2, 73, "Conv2d_BatchNorm_Scaling",
    "Conv2d(8, 64, 3) + bias; BatchNorm2d in training mode (eps 1e-5, affine); * 2.0.",
    1.8314,
    batch_size=128, in_channels=8, out_channels=64, height=128, width=128, scaling_factor=2.0,
    kernel_size=3, stride=1, padding=0)

SIZES = {
    "full": {
        "batch_size": 128, "in_channels": 8, "out_channels": 64, "height": 128, "width": 128
    },
    "small": {"batch_size": 4, "in_channels": 8, "out_channels": 16, "height": 32, "width": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(lo=3),
    "width": jc.vary(lo=3),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in), conv bias ~ N(0, 0.1^2).",
] + ops.BATCH_NORM_NOTES


def _in_shape(s):
    return (s["batch_size"], s["in_channels"]) + tuple(s[n] for n in SPATIAL)


def _front_shape(s):
    """The convolution's output (N, C_out, *spatial)."""
    return (s["batch_size"], s["out_channels"]) + tuple(
        lc.conv_out(s[n], KERNEL_SIZE, STRIDE, PADDING) for n in SPATIAL)


def _out_shape(s):
    return _front_shape(s)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_bn_weight, k_bn_bias = jax.random.split(key, 5)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"], (KERNEL_SIZE,) * 2)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    bn_weight = jc.norm_scale(k_bn_weight, (s["out_channels"],))
    bn_bias = jc.bias_vector(k_bn_bias, (s["out_channels"],))
    return x, weight, conv_bias, bn_weight, bn_bias


def workload(x, weight, conv_bias, bn_weight, bn_bias):
    h = lc.conv(x, weight, STRIDE, PADDING,
                out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = lc.batch_norm_train(h, bn_weight, bn_bias, EPS)
    return (y * SCALING_FACTOR).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 8 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                          _front_shape(s)[2:], (KERNEL_SIZE,) * 2) + lc.numel(*_front_shape(s))
    return front + 8 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"]) + (KERNEL_SIZE,) * 2,
                          (s["out_channels"],), (s["out_channels"],), (s["out_channels"],),
                          _out_shape(s))
