"""l2_019_ConvTranspose2d_GELU_GroupNorm (KernelBench level 2 #19).

ConvTranspose2d(64, 64, 3, stride 1) + bias; GELU (erf); GroupNorm(8 groups,
affine).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
OUTPUT_PADDING = 0
SPATIAL = ("height", "width")
NUM_GROUPS = 8
EPS = 1e-5

CONFIG = lc.config(
    "l2_019_ConvTranspose2d_GELU_GroupNorm", 2, 19, "ConvTranspose2d_GELU_GroupNorm",
    "ConvTranspose2d(64, 64, 3, stride 1) + bias; GELU (erf); GroupNorm(8 groups, affine).",
    12.3066,
    batch_size=128, in_channels=64, out_channels=64, height=256, width=256, num_groups=8,
    kernel_size=3, stride=1, padding=0, output_padding=0)

SIZES = {
    "full": {
        "batch_size": 128, "in_channels": 64, "out_channels": 64, "height": 256, "width": 256
    },
    "small": {"batch_size": 2, "in_channels": 8, "out_channels": 32, "height": 16, "width": 16},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in) (fan_in = C_in * prod(kernel"
    " / stride) for a transposed conv), conv bias ~ N(0, 0.1^2).",
    "Norm affine weight ~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of PyTorch's initial ones "
    "and zeros.",
    "GELU is the exact erf form (PyTorch's default).",
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
    kx, kw, kb, k_gn_weight, k_gn_bias = jax.random.split(key, 5)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"], (KERNEL_SIZE,) * 2,
                                      STRIDE)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    gn_weight = jc.norm_scale(k_gn_weight, (s["out_channels"],))
    gn_bias = jc.bias_vector(k_gn_bias, (s["out_channels"],))
    return x, weight, conv_bias, gn_weight, gn_bias


def workload(x, weight, conv_bias, gn_weight, gn_bias):
    h = lc.conv_transpose(x, weight, STRIDE, PADDING, OUTPUT_PADDING,
                          out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    return lc.group_norm(lc.gelu(h), gn_weight, gn_bias, NUM_GROUPS, EPS).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 14 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                    _front_in_spatial(s),
                                    (KERNEL_SIZE,) * 2) + lc.numel(*_front_shape(s))
    return front + 14 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"]) + (KERNEL_SIZE,) * 2,
                          (s["out_channels"],), (s["out_channels"],), (s["out_channels"],),
                          _out_shape(s))
