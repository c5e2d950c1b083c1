"""l2_061_ConvTranspose3d_ReLU_GroupNorm (KernelBench level 2 #61).

ConvTranspose3d(64, 128, 3), no bias; relu; GroupNorm(8 groups, affine).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
OUTPUT_PADDING = 0
SPATIAL = ("depth", "height", "width")
NUM_GROUPS = 8
EPS = 1e-5

CONFIG = lc.config(
    "l2_061_ConvTranspose3d_ReLU_GroupNorm", 2, 61, "ConvTranspose3d_ReLU_GroupNorm",
    "ConvTranspose3d(64, 128, 3), no bias; relu; GroupNorm(8 groups, affine).",
    1.756,
    batch_size=16, in_channels=64, out_channels=128, depth=32, height=32, width=32, groups=8,
    kernel_size=3, stride=1, padding=0, output_padding=0)

SIZES = {
    "full": {
        "batch_size": 16, "in_channels": 64, "out_channels": 128, "depth": 32, "height": 32,
        "width": 32
    },
    "small": {
        "batch_size": 2, "in_channels": 8, "out_channels": 32, "depth": 4, "height": 8,
        "width": 8
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "depth": jc.vary(),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in) (fan_in = C_in * prod(kernel"
    " / stride) for a transposed conv); no conv bias (bias=False).",
    "Norm affine weight ~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of PyTorch's initial ones "
    "and zeros.",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is cast "
    "to the input dtype once.",
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
    return _front_shape(s)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, k_gn_weight, k_gn_bias = jax.random.split(key, 4)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"], (KERNEL_SIZE,) * 3,
                                      STRIDE)
    gn_weight = jc.norm_scale(k_gn_weight, (s["out_channels"],))
    gn_bias = jc.bias_vector(k_gn_bias, (s["out_channels"],))
    return x, weight, gn_weight, gn_bias


def workload(x, weight, gn_weight, gn_bias):
    h = lc.conv_transpose(x, weight, STRIDE, PADDING, OUTPUT_PADDING, out_dtype=jnp.float32)
    return lc.group_norm(jnp.maximum(h, 0.0), gn_weight, gn_bias, NUM_GROUPS, EPS).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 9 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                    _front_in_spatial(s), (KERNEL_SIZE,) * 3)
    return front + 9 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],), (s["out_channels"],), _out_shape(s))
