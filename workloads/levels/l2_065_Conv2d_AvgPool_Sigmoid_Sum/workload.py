"""l2_065_Conv2d_AvgPool_Sigmoid_Sum (KernelBench level 2 #65).

Conv2d(8, 64, 3) + bias; AvgPool2d(4); sigmoid; sum over channels and space:
one value per sample.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
SPATIAL = ("height", "width")
POOL_KERNEL = 4

CONFIG = lc.config(
    "l2_065_Conv2d_AvgPool_Sigmoid_Sum", 2, 65, "Conv2d_AvgPool_Sigmoid_Sum",
    "Conv2d(8, 64, 3) + bias; AvgPool2d(4); sigmoid; sum over channels and space: one value per "
    "sample.",
    9.5035,
    batch_size=128, in_channels=8, out_channels=64, height=384, width=384, pool_kernel_size=4,
    kernel_size=3, stride=1, padding=0)

SIZES = {
    "full": {
        "batch_size": 128, "in_channels": 8, "out_channels": 64, "height": 384, "width": 384
    },
    "small": {"batch_size": 8, "in_channels": 8, "out_channels": 16, "height": 32, "width": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(lo=6),
    "width": jc.vary(lo=6),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in), conv bias ~ N(0, 0.1^2).",
    "The output (one sum of ~C * H * W / 16 sigmoids per sample) stays f32: the sums share a large"
    " common part, and their variation across samples is finer than a bf16 output resolves.",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is kept "
    "in f32 (see above).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"]) + tuple(s[n] for n in SPATIAL)


def _front_shape(s):
    """The convolution's output (N, C_out, *spatial)."""
    return (s["batch_size"], s["out_channels"]) + tuple(
        lc.conv_out(s[n], KERNEL_SIZE, STRIDE, PADDING) for n in SPATIAL)


def _out_shape(s):
    return (s["batch_size"],)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"], (KERNEL_SIZE,) * 2)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    return x, weight, conv_bias


def workload(x, weight, conv_bias):
    h = lc.conv(x, weight, STRIDE, PADDING,
                out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = jax.nn.sigmoid(lc.avg_pool(h, POOL_KERNEL))
    return jnp.sum(y, axis=(1, 2, 3))


def flops(size):
    """The front (2 per multiply-add, its bias) and 6 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                          _front_shape(s)[2:], (KERNEL_SIZE,) * 2) + lc.numel(*_front_shape(s))
    return front + 6 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"]) + (KERNEL_SIZE,) * 2,
                          (s["out_channels"],)) + 4 * lc.numel(*_out_shape(s))
