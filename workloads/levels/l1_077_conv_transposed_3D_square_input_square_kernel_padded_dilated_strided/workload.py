"""l1_077_conv_transposed_3D_square_input_square_kernel_padded_dilated_strided
(KernelBench level 1 #77).

nn.ConvTranspose3d(32, 64, 3, stride 2, padding 1, dilation 2), no bias.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

KERNEL = (3, 3, 3)
STRIDE = (2, 2, 2)
PADDING = (1, 1, 1)
DILATION = (2, 2, 2)

CONFIG = lc.config(
    "l1_077_conv_transposed_3D_square_input_square_kernel_padded_dilated_strided",
    1, 77,
    "conv_transposed_3D_square_input_square_kernel_padded_dilated_strided",
    "nn.ConvTranspose3d(32, 64, 3, stride 2, padding 1, dilation 2), no bias.",
    7.5943,
    batch_size=16, in_channels=32, out_channels=64, depth=16, height=32, width=32,
    kernel_size=[3, 3, 3], stride=[2, 2, 2], padding=[1, 1, 1], dilation=[2, 2, 2], groups=1,
    bias=False, output_padding=[0, 0, 0])

SIZES = {
    "full": {
        "batch_size": 16, "in_channels": 32, "out_channels": 64, "depth": 16, "height": 32,
        "width": 32
    },
    "small": {
        "batch_size": 2, "in_channels": 8, "out_channels": 16, "depth": 8, "height": 8,
        "width": 8
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
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
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel / stride) for a transposed conv "
    "(PyTorch's default init is uniform with that variance / 3).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["depth"], s["height"], s["width"])


def _out_spatial(s):
    return (
        lc.conv_transpose_out(s["depth"], KERNEL[0], STRIDE[0], PADDING[0], 0, DILATION[0]),
        lc.conv_transpose_out(s["height"], KERNEL[1], STRIDE[1], PADDING[1], 0, DILATION[1]),
        lc.conv_transpose_out(s["width"], KERNEL[2], STRIDE[2], PADDING[2], 0, DILATION[2]))


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
