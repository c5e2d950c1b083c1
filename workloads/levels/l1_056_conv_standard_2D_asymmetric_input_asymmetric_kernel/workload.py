"""l1_056_conv_standard_2D_asymmetric_input_asymmetric_kernel (KernelBench level 1 #56).

nn.Conv2d(64, 128, (5, 7)), no bias, on a (512, 256) input.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

KERNEL = (5, 7)

CONFIG = lc.config(
    "l1_056_conv_standard_2D_asymmetric_input_asymmetric_kernel",
    1, 56,
    "conv_standard_2D_asymmetric_input_asymmetric_kernel",
    "nn.Conv2d(64, 128, (5, 7)), no bias, on a (512, 256) input.",
    1.8734,
    batch_size=8, in_channels=64, out_channels=128, height=512, width=256, kernel_size=[5, 7],
    stride=[1, 1], padding=[0, 0], dilation=[1, 1], groups=1, bias=False)

SIZES = {
    "full": {
        "batch_size": 8, "in_channels": 64, "out_channels": 128, "height": 512, "width": 256
    },
    "small": {"batch_size": 2, "in_channels": 16, "out_channels": 32, "height": 64, "width": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(lo=5),
    "width": jc.vary(lo=7),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel) (PyTorch's default init is "
    "uniform with that variance / 3).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["height"], s["width"])


def _out_spatial(s):
    return (
        lc.conv_out(s["height"], KERNEL[0], 1, 0, 1),
        lc.conv_out(s["width"], KERNEL[1], 1, 0, 1))


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw = jax.random.split(key)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"] // 1, KERNEL)
    return x, weight


def workload(x, weight):
    return lc.conv(x, weight, 1, 0, 1, 1)


def flops(size):
    """2 FLOPs per multiply-add of the convolution."""
    s = SIZES[size]
    return lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"], _out_spatial(s),
                         KERNEL, 1)


def bytes_accessed(size):
    """x and the weights read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"] // 1) + KERNEL,
                          (s["batch_size"], s["out_channels"]) + _out_spatial(s))
