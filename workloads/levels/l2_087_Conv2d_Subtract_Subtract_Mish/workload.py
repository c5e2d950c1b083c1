"""l2_087_Conv2d_Subtract_Subtract_Mish (KernelBench level 2 #87).

Conv2d(8, 64, 3) + bias; - 0.5; - 0.2; mish.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
SPATIAL = ("height", "width")
SUBTRACT1 = 0.5
SUBTRACT2 = 0.2

CONFIG = lc.config(
    "l2_087_Conv2d_Subtract_Subtract_Mish", 2, 87, "Conv2d_Subtract_Subtract_Mish",
    "Conv2d(8, 64, 3) + bias; - 0.5; - 0.2; mish.",
    2.1829,
    batch_size=128, in_channels=8, out_channels=64, height=256, width=256, subtract_value_1=0.5,
    subtract_value_2=0.2, kernel_size=3, stride=1, padding=0)

SIZES = {
    "full": {
        "batch_size": 128, "in_channels": 8, "out_channels": 64, "height": 256, "width": 256
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
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is cast "
    "to the input dtype once.",
]


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
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"], (KERNEL_SIZE,) * 2)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    return x, weight, conv_bias


def workload(x, weight, conv_bias):
    h = lc.conv(x, weight, STRIDE, PADDING,
                out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    return jc.mish(h - SUBTRACT1 - SUBTRACT2).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 7 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                          _front_shape(s)[2:], (KERNEL_SIZE,) * 2) + lc.numel(*_front_shape(s))
    return front + 7 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"]) + (KERNEL_SIZE,) * 2,
                          (s["out_channels"],), _out_shape(s))
