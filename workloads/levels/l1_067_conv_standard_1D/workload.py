"""l1_067_conv_standard_1D (KernelBench level 1 #67).

nn.Conv1d(64, 128, 3), no bias.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

KERNEL = (3,)

CONFIG = lc.config(
    "l1_067_conv_standard_1D", 1, 67, "conv_standard_1D",
    "nn.Conv1d(64, 128, 3), no bias.",
    4.5353,
    batch_size=32, in_channels=64, out_channels=128, length=131072, kernel_size=[3], stride=[1],
    padding=[0], dilation=[1], groups=1, bias=False)

SIZES = {
    "full": {"batch_size": 32, "in_channels": 64, "out_channels": 128, "length": 131072},
    "small": {"batch_size": 4, "in_channels": 32, "out_channels": 64, "length": 2048},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "length": jc.vary(lo=3),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel) (PyTorch's default init is "
    "uniform with that variance / 3).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["length"])


def _out_spatial(s):
    return (
        lc.conv_out(s["length"], KERNEL[0], 1, 0, 1),)


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
