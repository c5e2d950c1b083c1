"""l1_076_conv_standard_1D_dilated_strided (KernelBench level 1 #76).

nn.Conv1d(64, 128, 3, stride 3, dilation 4), no bias.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

KERNEL = (3,)
STRIDE = (3,)
DILATION = (4,)

CONFIG = lc.config(
    "l1_076_conv_standard_1D_dilated_strided", 1, 76, "conv_standard_1D_dilated_strided",
    "nn.Conv1d(64, 128, 3, stride 3, dilation 4), no bias.",
    0.9044,
    batch_size=16, in_channels=64, out_channels=128, length=65536, kernel_size=[3], stride=[3],
    padding=[0], dilation=[4], groups=1, bias=False)

SIZES = {
    "full": {"batch_size": 16, "in_channels": 64, "out_channels": 128, "length": 65536},
    "small": {"batch_size": 4, "in_channels": 32, "out_channels": 64, "length": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel; kernel, stride, padding, dilation and groups fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "length": jc.vary(lo=9),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed (signed outliers) and signed_shifted "
    "(+3: every output gains the channel's weight sum times 3) change x.",
    "weight ~ N(0, 1/fan_in), fan_in = C_in/groups * prod(kernel) (PyTorch's default init is "
    "uniform with that variance / 3).",
    "Shapes as JAXBench ran them (16, 64, 65536); KernelBench's file now has (64, 64, 524280).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["length"])


def _out_spatial(s):
    return (
        lc.conv_out(s["length"], KERNEL[0], STRIDE[0], 0, DILATION[0]),)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw = jax.random.split(key)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"] // 1, KERNEL)
    return x, weight


def workload(x, weight):
    return lc.conv(x, weight, STRIDE, 0, DILATION, 1)


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
