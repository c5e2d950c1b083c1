"""l2_048_Conv3d_Scaling_Tanh_Multiply_Sigmoid (KernelBench level 2 #48).

Conv3d(3, 16, 3) + bias; * scaling (C, 1, 1, 1); tanh; * bias2 (C, 1, 1, 1);
sigmoid.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
SPATIAL = ("depth", "height", "width")

CONFIG = lc.config(
    "l2_048_Conv3d_Scaling_Tanh_Multiply_Sigmoid", 2, 48, "Conv3d_Scaling_Tanh_Multiply_Sigmoid",
    "Conv3d(3, 16, 3) + bias; * scaling (C, 1, 1, 1); tanh; * bias2 (C, 1, 1, 1); sigmoid.",
    0.7215,
    batch_size=128, in_channels=3, out_channels=16, depth=16, height=64, width=64, kernel_size=3,
    stride=1, padding=0)

SIZES = {
    "full": {
        "batch_size": 128, "in_channels": 3, "out_channels": 16, "depth": 16, "height": 64,
        "width": 64
    },
    "small": {
        "batch_size": 2, "in_channels": 3, "out_channels": 16, "depth": 8, "height": 16,
        "width": 16
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8
# (C_in = 3 stays: an image's channels), spatial sizes large enough for the kernel and the pools;
# kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "out_channels": jc.vary(8),
    "depth": jc.vary(lo=3),
    "height": jc.vary(lo=3),
    "width": jc.vary(lo=3),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in), conv bias ~ N(0, 0.1^2).",
    "scaling ~ N(0, 1) (torch.randn, as KernelBench).",
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
    return _front_shape(s)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_scaling, k_bias = jax.random.split(key, 5)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"], (KERNEL_SIZE,) * 3)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    scaling = lc.bias(k_scaling, (s["out_channels"], 1, 1, 1,), scale=1.0)
    bias = lc.bias(k_bias, (s["out_channels"], 1, 1, 1,), scale=1.0)
    return x, weight, conv_bias, scaling, bias


def workload(x, weight, conv_bias, scaling, bias):
    h = lc.conv(x, weight, STRIDE, PADDING,
                out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    return jax.nn.sigmoid(jnp.tanh(h * lc.f32(scaling)) * lc.f32(bias)).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 7 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                          _front_shape(s)[2:], (KERNEL_SIZE,) * 3) + lc.numel(*_front_shape(s))
    return front + 7 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],), (s["out_channels"], 1, 1, 1,),
                          (s["out_channels"], 1, 1, 1,), _out_shape(s))
