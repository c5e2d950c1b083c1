"""l1_086_conv_depthwise_separable_2D (KernelBench level 1 #86).

Depthwise nn.Conv2d(C, C, 3, padding 1, groups=C) then pointwise nn.Conv2d(C,
out_channels, 1), no biases.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

KERNEL = (3, 3)
PADDING = (1, 1)

CONFIG = lc.config(
    "l1_086_conv_depthwise_separable_2D", 1, 86, "conv_depthwise_separable_2D",
    "Depthwise nn.Conv2d(C, C, 3, padding 1, groups=C) then pointwise nn.Conv2d(C, out_channels, "
    "1), no biases.",
    8.3726,
    batch_size=16, in_channels=64, out_channels=128, height=512, width=512, kernel_size=[3, 3],
    stride=[1, 1], padding=[1, 1], dilation=[1, 1], groups=1, bias=False)

SIZES = {
    "full": {
        "batch_size": 16, "in_channels": 64, "out_channels": 128, "height": 512, "width": 512
    },
    "small": {"batch_size": 2, "in_channels": 16, "out_channels": 32, "height": 64, "width": 64},
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
        lc.conv_out(s["height"], KERNEL[0], 1, PADDING[0], 1),
        lc.conv_out(s["width"], KERNEL[1], 1, PADDING[1], 1))


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb = jax.random.split(key, 3)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["in_channels"], 1, KERNEL)
    pointwise = lc.conv_weight(kb, s["out_channels"], s["in_channels"], (1, 1))
    return x, weight, pointwise


def workload(x, weight, pointwise):
    return lc.conv(lc.conv(x, weight, 1, PADDING, 1, x.shape[1] // weight.shape[1]), pointwise)


def flops(size):
    """2 FLOPs per multiply-add of the convolution."""
    s = SIZES[size]
    depthwise = lc.conv_flops(s["batch_size"], s["in_channels"], s["in_channels"], _out_spatial(s),
                              KERNEL, s["in_channels"])
    pointwise = lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                              _out_spatial(s), (1, 1))
    return depthwise + pointwise


def bytes_accessed(size):
    """x and the weights read once, the output written once (bf16)."""
    s = SIZES[size]
    weights = jc.suite_bytes((s["in_channels"], 1) + KERNEL,
                             (s["out_channels"], s["in_channels"], 1, 1))
    out = (s["batch_size"], s["out_channels"]) + _out_spatial(s)
    return jc.suite_bytes(_in_shape(s), out) + weights
