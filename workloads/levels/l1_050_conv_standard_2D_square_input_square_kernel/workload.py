"""l1_050_conv_standard_2D_square_input_square_kernel (KernelBench level 1 #50).

nn.Conv2d(3, 96, kernel 11, stride 4, padding 2) with bias (AlexNet's first
layer) on (N, 3, 224, 224) images.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

KERNEL = (11, 11)
STRIDE = (4, 4)
PADDING = (2, 2)

CONFIG = lc.config(
    "l1_050_conv_standard_2D_square_input_square_kernel",
    1, 50,
    "conv_standard_2D_square_input_square_kernel",
    "nn.Conv2d(3, 96, kernel 11, stride 4, padding 2) with bias (AlexNet's first layer) on (N, 3, "
    "224, 224) images.",
    0.5703,
    batch_size=256, in_channels=3, out_channels=96, height=224, width=224, kernel_size=[11, 11],
    stride=[4, 4], padding=[2, 2], dilation=[1, 1], groups=1, bias=True)

SIZES = {
    "full": {
        "batch_size": 256, "in_channels": 3, "out_channels": 96, "height": 224, "width": 224
    },
    "small": {"batch_size": 8, "in_channels": 3, "out_channels": 96, "height": 64, "width": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8
# (C_in = 3 stays: an image's channels), spatial sizes at least the dilated kernel; kernel, stride,
# padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "out_channels": jc.vary(8),
    "height": jc.vary(lo=7),
    "width": jc.vary(lo=7),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel) (PyTorch's default init is "
    "uniform with that variance / 3).",
    "bias ~ N(0, 0.1^2) (nn.Conv2d's default bias=True).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["height"], s["width"])


def _out_spatial(s):
    return (
        lc.conv_out(s["height"], KERNEL[0], STRIDE[0], PADDING[0], 1),
        lc.conv_out(s["width"], KERNEL[1], STRIDE[1], PADDING[1], 1))


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"] // 1, KERNEL)
    bias = jc.bias_vector(kb, (s["out_channels"],))
    return x, weight, bias


def workload(x, weight, bias):
    return lc.conv(x, weight, STRIDE, PADDING, 1, 1) + jc.channel(bias, x.ndim)


def flops(size):
    """2 FLOPs per multiply-add of the convolution and the bias add."""
    s = SIZES[size]
    return lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"], _out_spatial(s),
                         KERNEL,
                         1) + lc.numel(*(s["batch_size"], s["out_channels"]) + _out_spatial(s))


def bytes_accessed(size):
    """x and the weights read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"] // 1) + KERNEL,
                          (s["out_channels"],),
                          (s["batch_size"], s["out_channels"]) + _out_spatial(s))
