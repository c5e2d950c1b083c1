"""l1_082_conv_depthwise_2D_square_input_square_kernel (KernelBench level 1 #82).

Depthwise nn.Conv2d(C, C, 3, groups=C), no bias: each channel convolved with
its own 3x3 filter.
"""
import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

KERNEL = (3, 3)

CONFIG = lc.config(
    "l1_082_conv_depthwise_2D_square_input_square_kernel",
    1, 82,
    "conv_depthwise_2D_square_input_square_kernel",
    "Depthwise nn.Conv2d(C, C, 3, groups=C), no bias: each channel convolved with its own 3x3 "
    "filter.",
    7.3302,
    batch_size=16, in_channels=64, height=512, width=512, kernel_size=[3, 3], stride=[1, 1],
    padding=[0, 0], dilation=[1, 1], groups=1, bias=False)

SIZES = {
    "full": {"batch_size": 16, "in_channels": 64, "height": 512, "width": 512},
    "small": {"batch_size": 2, "in_channels": 16, "height": 64, "width": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "height": jc.vary(lo=3),
    "width": jc.vary(lo=3),
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
