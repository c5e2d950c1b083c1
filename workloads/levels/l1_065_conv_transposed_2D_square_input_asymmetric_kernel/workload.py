"""l1_065_conv_transposed_2D_square_input_asymmetric_kernel (KernelBench level 1 #65).

nn.ConvTranspose2d(64, 64, (3, 7)), stride 1, no bias.
"""
import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

KERNEL = (3, 7)

CONFIG = lc.config(
    "l1_065_conv_transposed_2D_square_input_asymmetric_kernel",
    1, 65,
    "conv_transposed_2D_square_input_asymmetric_kernel",
    "nn.ConvTranspose2d(64, 64, (3, 7)), stride 1, no bias.",
    5.6848,
    batch_size=8, in_channels=64, out_channels=64, height=512, width=512, kernel_size=[3, 7],
    stride=[1, 1], padding=[0, 0], dilation=[1, 1], groups=1, bias=False, output_padding=[0, 0])

SIZES = {
    "full": {
        "batch_size": 8, "in_channels": 64, "out_channels": 64, "height": 512, "width": 512
    },
    "small": {"batch_size": 2, "in_channels": 16, "out_channels": 16, "height": 32, "width": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = ops.TRANSPOSED_CONV_NOTES


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["height"], s["width"])


def make_inputs(key, mode, size):
    s = SIZES[size]
    return ops.transposed_conv_inputs(key, mode, _in_shape(s), s["out_channels"], KERNEL)


def workload(x, weight):
    return ops.transposed_conv(x, weight)


def flops(size):
    s = SIZES[size]
    return ops.transposed_conv_flops(_in_shape(s), s["out_channels"], KERNEL)


def bytes_accessed(size):
    s = SIZES[size]
    return ops.transposed_conv_bytes(_in_shape(s), s["out_channels"], KERNEL)
