"""l1_084_conv_depthwise_2D_asymmetric_input_square_kernel (KernelBench level 1 #84).

Depthwise nn.Conv2d(128, 128, 3, groups=128), no bias, on a (256, 512) input.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

KERNEL = (3, 3)

CONFIG = lc.config(
    "l1_084_conv_depthwise_2D_asymmetric_input_square_kernel",
    1, 84,
    "conv_depthwise_2D_asymmetric_input_square_kernel",
    "Depthwise nn.Conv2d(128, 128, 3, groups=128), no bias, on a (256, 512) input.",
    12.2732,
    batch_size=64, in_channels=128, height_in=256, width_in=512, kernel_size=[3, 3],
    stride=[1, 1], padding=[0, 0], dilation=[1, 1], groups=1, bias=False)

SIZES = {
    "full": {"batch_size": 64, "in_channels": 128, "height_in": 256, "width_in": 512},
    "small": {"batch_size": 2, "in_channels": 16, "height_in": 32, "width_in": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "height_in": jc.vary(lo=3),
    "width_in": jc.vary(lo=3),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel) (PyTorch's default init is "
    "uniform with that variance / 3).",
    "out_channels = in_channels (128 in KernelBench): one filter per channel.",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["height_in"], s["width_in"])


def _out_spatial(s):
    return (
        lc.conv_out(s["height_in"], KERNEL[0], 1, 0, 1),
        lc.conv_out(s["width_in"], KERNEL[1], 1, 0, 1))


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw = jax.random.split(key)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["in_channels"], 1, KERNEL)
    return x, weight


def workload(x, weight):
    return lc.conv(x, weight, 1, 0, 1, x.shape[1] // weight.shape[1])


def flops(size):
    """2 FLOPs per multiply-add of the convolution."""
    s = SIZES[size]
    return lc.conv_flops(s["batch_size"], s["in_channels"], s["in_channels"], _out_spatial(s),
                         KERNEL, s["in_channels"])


def bytes_accessed(size):
    """x and the weights read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], 1) + KERNEL,
                          (s["batch_size"], s["in_channels"]) + _out_spatial(s))
