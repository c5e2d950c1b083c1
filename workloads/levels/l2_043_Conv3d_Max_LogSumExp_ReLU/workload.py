"""l2_043_Conv3d_Max_LogSumExp_ReLU (KernelBench level 2 #43).

Conv3d(32, 64, 3, padding 1) + bias; MaxPool3d(2, 2); logsumexp over channels
(keepdim); relu.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 1
SPATIAL = ("depth", "height", "width")
POOL_KERNEL = 2

CONFIG = lc.config(
    "l2_043_Conv3d_Max_LogSumExp_ReLU", 2, 43, "Conv3d_Max_LogSumExp_ReLU",
    "Conv3d(32, 64, 3, padding 1) + bias; MaxPool3d(2, 2); logsumexp over channels (keepdim); "
    "relu.",
    5.0068,
    batch_size=4, in_channels=32, out_channels=64, depth=32, height=128, width=128,
    pool_kernel_size=2, kernel_size=3, stride=1, padding=1)

SIZES = {
    "full": {
        "batch_size": 4, "in_channels": 32, "out_channels": 64, "depth": 32, "height": 128,
        "width": 128
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

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in), conv bias ~ N(0, 0.1^2).",
    "large_magnitude (x64): logits of tens, where a logsumexp without the max overflows.",
    "The output stays f32: the logsumexp over channels is about log(C) + 1 everywhere and varies "
    "by less than a bf16 output resolves there (a bf16 output was 0.07 of truth's spread off).",
    "The adversarial modes change x only.",
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
    return (s["batch_size"], 1) + tuple(n // POOL_KERNEL for n in _front_shape(s)[2:])


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"], (KERNEL_SIZE,) * 3)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    return x, weight, conv_bias


def workload(x, weight, conv_bias):
    h = lc.conv(x, weight, STRIDE, PADDING,
                out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = jax.nn.logsumexp(lc.max_pool(h, POOL_KERNEL), axis=1, keepdims=True)
    return jnp.maximum(y, 0.0)


def flops(size):
    """The front (2 per multiply-add, its bias) and 5 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                          _front_shape(s)[2:], (KERNEL_SIZE,) * 3) + lc.numel(*_front_shape(s))
    return front + 5 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],)) + 4 * lc.numel(*_out_shape(s))
