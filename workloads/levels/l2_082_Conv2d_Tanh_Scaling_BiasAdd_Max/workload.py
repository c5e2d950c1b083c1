"""l2_082_Conv2d_Tanh_Scaling_BiasAdd_Max (KernelBench level 2 #82).

Conv2d(8, 64, 3) + bias; tanh; * 2.0; + bias2 (C, 1, 1); MaxPool2d(4).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
SPATIAL = ("height", "width")
SCALING_FACTOR = 2.0
POOL_KERNEL = 4

CONFIG = lc.config(
    "l2_082_Conv2d_Tanh_Scaling_BiasAdd_Max", 2, 82, "Conv2d_Tanh_Scaling_BiasAdd_Max",
    "Conv2d(8, 64, 3) + bias; tanh; * 2.0; + bias2 (C, 1, 1); MaxPool2d(4).",
    4.0195,
    batch_size=128, in_channels=8, out_channels=64, height=256, width=256, scaling_factor=2.0,
    pool_kernel_size=4, kernel_size=3, stride=1, padding=0)

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
    "height": jc.vary(lo=6),
    "width": jc.vary(lo=6),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in), conv bias ~ N(0, 0.1^2).",
    "bias ~ N(0, 1) (torch.randn, as KernelBench).",
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
    return _front_shape(s)[:2] + tuple(n // POOL_KERNEL for n in _front_shape(s)[2:])


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_bias = jax.random.split(key, 4)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"], (KERNEL_SIZE,) * 2)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    bias = lc.bias(k_bias, (s["out_channels"], 1, 1,), scale=1.0)
    return x, weight, conv_bias, bias


def workload(x, weight, conv_bias, bias):
    h = lc.conv(x, weight, STRIDE, PADDING,
                out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = jnp.tanh(h) * SCALING_FACTOR + lc.f32(bias)
    return lc.max_pool(y, POOL_KERNEL).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 4 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                          _front_shape(s)[2:], (KERNEL_SIZE,) * 2) + lc.numel(*_front_shape(s))
    return front + 4 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"]) + (KERNEL_SIZE,) * 2,
                          (s["out_channels"],), (s["out_channels"], 1, 1,), _out_shape(s))
