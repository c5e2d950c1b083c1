"""l1_085_conv_depthwise_2D_asymmetric_input_asymmetric_kernel (KernelBench level 1 #85).

Depthwise nn.Conv2d(C, C, (3, 7), groups=C), no bias.
"""
import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

KERNEL = (3, 7)

CONFIG = lc.config(
    "l1_085_conv_depthwise_2D_asymmetric_input_asymmetric_kernel",
    1, 85,
    "conv_depthwise_2D_asymmetric_input_asymmetric_kernel",
    "Depthwise nn.Conv2d(C, C, (3, 7), groups=C), no bias.",
    1.8073,
    batch_size=32, in_channels=128, height=128, width=256, kernel_size=[3, 7], stride=[1, 1],
    padding=[0, 0], dilation=[1, 1], groups=1, bias=False)

SIZES = {
    "full": {"batch_size": 32, "in_channels": 128, "height": 128, "width": 256},
    "small": {"batch_size": 2, "in_channels": 16, "height": 32, "width": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "height": jc.vary(lo=3),
    "width": jc.vary(lo=7),
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
