"""l1_083_conv_depthwise_2D_square_input_asymmetric_kernel (KernelBench level 1 #83).

Depthwise nn.Conv2d(C, C, (3, 1), groups=C), no bias: a vertical 3-tap filter
per channel.
"""
import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

KERNEL = (3, 1)

CONFIG = lc.config(
    "l1_083_conv_depthwise_2D_square_input_asymmetric_kernel",
    1, 83,
    "conv_depthwise_2D_square_input_asymmetric_kernel",
    "Depthwise nn.Conv2d(C, C, (3, 1), groups=C), no bias: a vertical 3-tap filter per channel.",
    4.1741,
    batch_size=64, in_channels=8, height=512, width=512, kernel_size=[3, 1], stride=[1, 1],
    padding=[0, 0], dilation=[1, 1], groups=1, bias=False)

SIZES = {
    "full": {"batch_size": 64, "in_channels": 8, "height": 512, "width": 512},
    "small": {"batch_size": 4, "in_channels": 8, "height": 64, "width": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "height": jc.vary(lo=3),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = ops.DEPTHWISE_NOTES


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["height"], s["width"])


def make_inputs(key, mode, size):
    return ops.depthwise_inputs(key, mode, _in_shape(SIZES[size]), KERNEL)


def workload(x, weight):
    return ops.depthwise_conv(x, weight)


def flops(size):
    return ops.depthwise_flops(_in_shape(SIZES[size]), KERNEL)


def bytes_accessed(size):
    return ops.depthwise_bytes(_in_shape(SIZES[size]), KERNEL)
