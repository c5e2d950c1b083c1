"""l2_038_ConvTranspose3d_AvgPool_Clamp_Softmax_Multiply (KernelBench level 2 #38).

AvgPool3d(2) of x; ConvTranspose3d(32, 64, 3, stride 2, padding 1,
output_padding 1) + bias; clamp to [0, 1]; softmax over each (sample,
channel)'s whole volume; * scale (1, C, 1, 1, 1).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 2
PADDING = 1
OUTPUT_PADDING = 1
SPATIAL = ("depth", "height", "width")
POOL_KERNEL = 2
CLAMP_MIN, CLAMP_MAX = 0.0, 1.0

CONFIG = lc.config(
    "l2_038_ConvTranspose3d_AvgPool_Clamp_Softmax_Multiply",
    2, 38,
    "ConvTranspose3d_AvgPool_Clamp_Softmax_Multiply",
    "AvgPool3d(2) of x; ConvTranspose3d(32, 64, 3, stride 2, padding 1, output_padding 1) + bias; "
    "clamp to [0, 1]; softmax over each (sample, channel)'s whole volume; * scale (1, C, 1, 1, 1).",
    17.907,
    batch_size=32, in_channels=32, out_channels=64, depth=32, height=64, width=64,
    pool_kernel_size=2, clamp_min=0.0, clamp_max=1.0, kernel_size=3, stride=2, padding=1,
    output_padding=1)

SIZES = {
    "full": {
        "batch_size": 32, "in_channels": 32, "out_channels": 64, "depth": 32, "height": 64,
        "width": 64
    },
    "small": {
        "batch_size": 2, "in_channels": 8, "out_channels": 16, "depth": 8, "height": 16,
        "width": 16
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "depth": jc.vary(lo=2),
    "height": jc.vary(lo=2),
    "width": jc.vary(lo=2),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in) (fan_in = C_in * prod(kernel"
    " / stride) for a transposed conv), conv bias ~ N(0, 0.1^2).",
    "scale ~ 1 + N(0, 0.1^2) (KernelBench: ones).",
    "The pool's output is rounded to x's dtype before the transposed conv (the reference's bf16 "
    "conv operands).",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is cast "
    "to the input dtype once.",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"]) + tuple(s[n] for n in SPATIAL)


def _front_shape(s):
    """The convolution's output (N, C_out, *spatial)."""
    return (s["batch_size"], s["out_channels"]) + tuple(
        lc.conv_transpose_out(s[n] // POOL_KERNEL, KERNEL_SIZE, STRIDE, PADDING,
                              OUTPUT_PADDING) for n in SPATIAL)


def _front_in_spatial(s):
    return tuple(s[n] // POOL_KERNEL for n in SPATIAL)


def _out_shape(s):
    return _front_shape(s)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_scale = jax.random.split(key, 4)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"], (KERNEL_SIZE,) * 3,
                                      STRIDE)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    scale = jc.norm_scale(k_scale, (1, s["out_channels"], 1, 1, 1))
    return x, weight, conv_bias, scale


def workload(x, weight, conv_bias, scale):
    h = lc.conv_transpose(lc.avg_pool(x, POOL_KERNEL).astype(x.dtype), weight, STRIDE, PADDING,
                          OUTPUT_PADDING,
                          out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = jnp.clip(h, CLAMP_MIN, CLAMP_MAX)
    y = jax.nn.softmax(y.reshape(y.shape[:2] + (-1,)), axis=-1).reshape(y.shape)
    return (y * lc.f32(scale)).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 6 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                    _front_in_spatial(s),
                                    (KERNEL_SIZE,) * 3) + lc.numel(*_front_shape(s))
    return front + 6 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],), (1, s["out_channels"], 1, 1, 1), _out_shape(s))
