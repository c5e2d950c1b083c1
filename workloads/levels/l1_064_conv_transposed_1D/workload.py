"""l1_064_conv_transposed_1D (KernelBench level 1 #64).

nn.ConvTranspose1d(128, 128, 3), stride 1, no bias.
"""
import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

KERNEL = (3,)

CONFIG = lc.config(
    "l1_064_conv_transposed_1D", 1, 64, "conv_transposed_1D",
    "nn.ConvTranspose1d(128, 128, 3), stride 1, no bias.",
    5.4517,
    batch_size=64, in_channels=128, out_channels=128, length=65536, kernel_size=[3], stride=[1],
    padding=[0], dilation=[1], groups=1, bias=False, output_padding=[0])

SIZES = {
    "full": {"batch_size": 64, "in_channels": 128, "out_channels": 128, "length": 65536},
    "small": {"batch_size": 4, "in_channels": 32, "out_channels": 32, "length": 1024},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "length": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = ops.TRANSPOSED_CONV_NOTES


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["length"])


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
