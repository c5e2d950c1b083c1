"""l2_078_ConvTranspose3d_Max_Max_Sum (KernelBench level 2 #78).

ConvTranspose3d(32, 64, 5, stride 2, padding 2) + bias; MaxPool3d(2);
MaxPool3d(3); sum over channels (keepdim).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 5
STRIDE = 2
PADDING = 2
OUTPUT_PADDING = 0
SPATIAL = ("depth", "height", "width")

CONFIG = lc.config(
    "l2_078_ConvTranspose3d_Max_Max_Sum", 2, 78, "ConvTranspose3d_Max_Max_Sum",
    "ConvTranspose3d(32, 64, 5, stride 2, padding 2) + bias; MaxPool3d(2); MaxPool3d(3); sum over "
    "channels (keepdim).",
    6.769,
    batch_size=16, in_channels=32, out_channels=64, depth=32, height=32, width=32, kernel_size=5,
    stride=2, padding=2, output_padding=0)

SIZES = {
    "full": {
        "batch_size": 16, "in_channels": 32, "out_channels": 64, "depth": 32, "height": 32,
        "width": 32
    },
    "small": {
        "batch_size": 2, "in_channels": 8, "out_channels": 16, "depth": 8, "height": 8,
        "width": 8
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "depth": jc.vary(lo=4),
    "height": jc.vary(lo=4),
    "width": jc.vary(lo=4),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in) (fan_in = C_in * prod(kernel"
    " / stride) for a transposed conv), conv bias ~ N(0, 0.1^2).",
    "The output stays f32: a sum over channels of window maxima shares a large common part, and "
    "its variation is finer than a bf16 output resolves (0.06 of truth's spread off).",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
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
    return (s["batch_size"], 1) + tuple(n // 2 // 3 for n in _front_shape(s)[2:])


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"], (KERNEL_SIZE,) * 3,
                                      STRIDE)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    return x, weight, conv_bias


def workload(x, weight, conv_bias):
    h = lc.conv_transpose(x, weight, STRIDE, PADDING, OUTPUT_PADDING,
                          out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = lc.max_pool(lc.max_pool(h, 2), 3)
    return jnp.sum(y, axis=1, keepdims=True)


def flops(size):
    """The front (2 per multiply-add, its bias) and 2 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                    _front_in_spatial(s),
                                    (KERNEL_SIZE,) * 3) + lc.numel(*_front_shape(s))
    return front + 2 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],)) + 4 * lc.numel(*_out_shape(s))
