"""l2_058_ConvTranspose3d_LogSumExp_HardSwish_Subtract_Clamp (KernelBench level 2 #58).

ConvTranspose3d(3, 16, 3, stride 2, padding 1) + bias; logsumexp over channels
(keepdim); y * sigmoid(y + 3) / 6; - bias2 (1, 1, 1, 1); clamp to [-1, 1].
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 2
PADDING = 1
OUTPUT_PADDING = 0
SPATIAL = ("depth", "height", "width")

CONFIG = lc.config(
    "l2_058_ConvTranspose3d_LogSumExp_HardSwish_Subtract_Clamp",
    2, 58,
    "ConvTranspose3d_LogSumExp_HardSwish_Subtract_Clamp",
    "ConvTranspose3d(3, 16, 3, stride 2, padding 1) + bias; logsumexp over channels (keepdim); y *"
    " sigmoid(y + 3) / 6; - bias2 (1, 1, 1, 1); clamp to [-1, 1].",
    3.0806,
    batch_size=128, in_channels=3, out_channels=16, depth=16, height=32, width=32, kernel_size=3,
    stride=2, padding=1, output_padding=0)

SIZES = {
    "full": {
        "batch_size": 128, "in_channels": 3, "out_channels": 16, "depth": 16, "height": 32,
        "width": 32
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
    "depth": jc.vary(),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in) (fan_in = C_in * prod(kernel"
    " / stride) for a transposed conv), conv bias ~ N(0, 0.1^2).",
    "Norm affine weight ~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of PyTorch's initial ones "
    "and zeros.",
    "large_magnitude (x64): logits of tens, where a logsumexp without the max overflows.",
    "KernelBench's 'hardswish' here is y * sigmoid(y + 3) / 6, as written in its forward.",
    "bias ~ N(0, 0.1^2), not KernelBench's randn: y * sigmoid(y + 3) / 6 is about 0.6 everywhere, "
    "so a N(0, 1) bias often pushes every value past the clamp (a constant output).",
    "The output stays f32: it varies by a few hundredths around 0.6, finer than a bf16 output "
    "resolves.",
    "The adversarial modes change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is kept "
    "in f32 (see above).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"]) + tuple(s[n] for n in SPATIAL)


def _front_shape(s):
    """The convolution's output (N, C_out, *spatial)."""
    return (s["batch_size"], s["out_channels"]) + tuple(
        lc.conv_transpose_out(s[n], KERNEL_SIZE, STRIDE, PADDING, OUTPUT_PADDING) for n in SPATIAL)


def _front_in_spatial(s):
    return tuple(s[n] for n in SPATIAL)


def _out_shape(s):
    return (s["batch_size"], 1) + _front_shape(s)[2:]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_bias = jax.random.split(key, 4)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"], (KERNEL_SIZE,) * 3,
                                      STRIDE)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    bias = jc.bias_vector(k_bias, (1, 1, 1, 1))
    return x, weight, conv_bias, bias


def workload(x, weight, conv_bias, bias):
    h = lc.conv_transpose(x, weight, STRIDE, PADDING, OUTPUT_PADDING,
                          out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = jax.nn.logsumexp(h, axis=1, keepdims=True)
    y = y * jax.nn.sigmoid(y + 3.0) / 6.0 - lc.f32(bias)
    return jnp.clip(y, -1.0, 1.0)


def flops(size):
    """The front (2 per multiply-add, its bias) and 8 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                    _front_in_spatial(s),
                                    (KERNEL_SIZE,) * 3) + lc.numel(*_front_shape(s))
    return front + 8 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],), (1, 1, 1, 1)) + 4 * lc.numel(*_out_shape(s))
