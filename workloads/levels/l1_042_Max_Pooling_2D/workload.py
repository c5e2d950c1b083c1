"""l1_042_Max_Pooling_2D (KernelBench level 1 #42).

nn.MaxPool2d(kernel 4, stride 1, padding 1, dilation 1) over H, W of x (N, C,
H, W).
"""
import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 4
STRIDE = 1
PADDING = 1
DILATION = 1

CONFIG = lc.config(
    "l1_042_Max_Pooling_2D", 1, 42, "Max_Pooling_2D",
    "nn.MaxPool2d(kernel 4, stride 1, padding 1, dilation 1) over H, W of x (N, C, H, W).",
    18.2057,
    batch_size=32, channels=64, height=512, width=512, kernel_size=4, stride=1, padding=1,
    dilation=1)

SIZES = {
    "full": {"batch_size": 32, "channels": 64, "height": 512, "width": 512},
    "small": {"batch_size": 4, "channels": 16, "height": 64, "width": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the kernel.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "channels": jc.vary(8),
    "height": jc.vary(lo=4),
    "width": jc.vary(lo=4),
}

MODES = [jc.NORMAL, lc.NEGATIVE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)).",
    "negative_shifted (N(0,1) - 3): windows that overlap the padding must ignore it (PyTorch pads "
    "a max-pool with -inf), so a zero-padded pool returns 0s there.",
]


def _in_shape(s):
    return (s["batch_size"], s["channels"], s["height"], s["width"])


def _out_shape(s):
    return (s["batch_size"], s["channels"],
            lc.conv_out(s["height"], KERNEL_SIZE, STRIDE, PADDING, DILATION),
            lc.conv_out(s["width"], KERNEL_SIZE, STRIDE, PADDING, DILATION))


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, _in_shape(s), mode),)


def workload(x):
    return lc.max_pool(x, KERNEL_SIZE, STRIDE, PADDING, DILATION)


def flops(size):
    """One max or add per window element: kernel_size^2 per output element."""
    s = SIZES[size]
    return KERNEL_SIZE ** 2 * lc.numel(*_out_shape(s))


def bytes_accessed(size):
    """x read once, the pooled output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), _out_shape(s))
