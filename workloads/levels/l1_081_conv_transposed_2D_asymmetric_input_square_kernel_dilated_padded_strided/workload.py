"""l1_081_conv_transposed_2D_asymmetric_input_square_kernel_dilated_padded_strided
(KernelBench level 1 #81).

nn.ConvTranspose2d(32, 64, 3, stride 5, padding 1, dilation 2), no bias.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

KERNEL = (3, 3)
STRIDE = (5, 5)
PADDING = (1, 1)
DILATION = (2, 2)

CONFIG = lc.config(
    "l1_081_conv_transposed_2D_asymmetric_input_square_kernel_dilated_padded_strided",
    1, 81,
    "conv_transposed_2D_asymmetric_input_square_kernel_dilated_padded_strided",
    "nn.ConvTranspose2d(32, 64, 3, stride 5, padding 1, dilation 2), no bias.",
    3.4268,
    batch_size=16, in_channels=32, out_channels=64, height_in=64, width_in=128,
    kernel_size=[3, 3], stride=[5, 5], padding=[1, 1], dilation=[2, 2], groups=1, bias=False,
    output_padding=[0, 0])

SIZES = {
    "full": {
        "batch_size": 16, "in_channels": 32, "out_channels": 64, "height_in": 64, "width_in": 128
    },
    "small": {
        "batch_size": 2, "in_channels": 8, "out_channels": 16, "height_in": 16, "width_in": 32
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height_in": jc.vary(),
    "width_in": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel / stride) for a transposed conv "
    "(PyTorch's default init is uniform with that variance / 3).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["height_in"], s["width_in"])


def _out_spatial(s):
    return (
        lc.conv_transpose_out(s["height_in"], KERNEL[0], STRIDE[0], PADDING[0], 0, DILATION[0]),
        lc.conv_transpose_out(s["width_in"], KERNEL[1], STRIDE[1], PADDING[1], 0, DILATION[1]))


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw = jax.random.split(key)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"] // 1, KERNEL, STRIDE,
                                      1)
    return x, weight


def workload(x, weight):
    return lc.conv_transpose(x, weight, STRIDE, PADDING, 0, DILATION, 1)


def flops(size):
    """2 FLOPs per multiply-add of the convolution."""
    s = SIZES[size]
    return lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                   _in_shape(s)[2:], KERNEL, 1)


def bytes_accessed(size):
    """x and the weights read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"] // 1) + KERNEL,
                          (s["batch_size"], s["out_channels"]) + _out_spatial(s))
