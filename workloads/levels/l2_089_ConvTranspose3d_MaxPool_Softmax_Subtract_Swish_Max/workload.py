"""l2_089_ConvTranspose3d_MaxPool_Softmax_Subtract_Swish_Max (KernelBench level 2 #89).

ConvTranspose3d(3, 16, 3, stride 2, padding 1, output_padding 1) + bias;
MaxPool3d(2, 2); softmax over channels; - subtract (C,); swish; max over
channels.
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

CONFIG = lc.config(
    "l2_089_ConvTranspose3d_MaxPool_Softmax_Subtract_Swish_Max",
    2, 89,
    "ConvTranspose3d_MaxPool_Softmax_Subtract_Swish_Max",
    "ConvTranspose3d(3, 16, 3, stride 2, padding 1, output_padding 1) + bias; MaxPool3d(2, 2); "
    "softmax over channels; - subtract (C,); swish; max over channels.",
    2.5494,
    batch_size=128, in_channels=3, out_channels=16, depth=16, height=32, width=32,
    pool_kernel_size=2, pool_stride=2, pool_padding=0, kernel_size=3, stride=2, padding=1,
    output_padding=1)

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
    "subtract ~ N(0, 1) (torch.randn, as KernelBench).",
    "large_magnitude (x64): logits of tens, where a softmax without the max overflows.",
    "The output stays f32: the channel with the most negative subtract wins the max nearly "
    "everywhere, so the output is that channel's swish plus a softmax term of ~1/C, finer than a "
    "bf16 output resolves (0.3 of truth's spread off).",
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
    return (s["batch_size"],) + tuple(n // POOL_KERNEL for n in _front_shape(s)[2:])


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_subtract = jax.random.split(key, 4)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"], (KERNEL_SIZE,) * 3,
                                      STRIDE)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    subtract = lc.bias(k_subtract, (s["out_channels"],), scale=1.0)
    return x, weight, conv_bias, subtract


def workload(x, weight, conv_bias, subtract):
    h = lc.conv_transpose(x, weight, STRIDE, PADDING, OUTPUT_PADDING,
                          out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = jax.nn.softmax(lc.max_pool(h, POOL_KERNEL), axis=1) - lc.f32(jc.channel(subtract, 5))
    return jnp.max(y * jax.nn.sigmoid(y), axis=1)


def flops(size):
    """The front (2 per multiply-add, its bias) and 10 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                    _front_in_spatial(s),
                                    (KERNEL_SIZE,) * 3) + lc.numel(*_front_shape(s))
    return front + 10 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],),
                          (s["out_channels"],)) + 4 * lc.numel(*_out_shape(s))
