"""l1_084_conv_depthwise_2D_asymmetric_input_square_kernel (KernelBench level 1 #84).

Depthwise nn.Conv2d(128, 128, 3, groups=128), no bias, on a (256, 512) input.
"""
import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

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

NOTES = ops.DEPTHWISE_NOTES + [
    "out_channels = in_channels (128 in KernelBench): one filter per channel.",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["height_in"], s["width_in"])


def make_inputs(key, mode, size):
    return ops.depthwise_inputs(key, mode, _in_shape(SIZES[size]), KERNEL)


def workload(x, weight):
    return ops.depthwise_conv(x, weight)


def flops(size):
    return ops.depthwise_flops(_in_shape(SIZES[size]), KERNEL)


def bytes_accessed(size):
    return ops.depthwise_bytes(_in_shape(SIZES[size]), KERNEL)
