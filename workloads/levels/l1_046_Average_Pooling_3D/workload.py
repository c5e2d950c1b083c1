"""l1_046_Average_Pooling_3D (KernelBench level 1 #46).

nn.AvgPool3d(kernel 3, stride 2, padding 1) over D, H, W of x (N, C, D, H, W),
zero padding counted.
"""
import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 2
PADDING = 1

CONFIG = lc.config(
    "l1_046_Average_Pooling_3D", 1, 46, "Average_Pooling_3D",
    "nn.AvgPool3d(kernel 3, stride 2, padding 1) over D, H, W of x (N, C, D, H, W), zero padding "
    "counted.",
    24.6161,
    batch_size=16, channels=32, depth=128, height=128, width=256, kernel_size=3, stride=2,
    padding=1)

SIZES = {
    "full": {"batch_size": 16, "channels": 32, "depth": 128, "height": 128, "width": 256},
    "small": {"batch_size": 2, "channels": 8, "depth": 32, "height": 32, "width": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the kernel.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "channels": jc.vary(8),
    "depth": jc.vary(lo=3),
    "height": jc.vary(lo=3),
    "width": jc.vary(lo=3),
}

MODES = [jc.NORMAL, jc.SIGNED, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)).",
    "count_include_pad=True (PyTorch's default): a window overlapping the padding still divides by"
    " the full kernel size; signed_shifted (+3) makes that visible at the edges.",
    "Window sums in f32, the output cast back once.",
]


def _in_shape(s):
    return (s["batch_size"], s["channels"], s["depth"], s["height"], s["width"])


def _out_shape(s):
    return (s["batch_size"], s["channels"]) + tuple(
            lc.conv_out(s[d], KERNEL_SIZE, STRIDE, PADDING)
            for d in ("depth", "height", "width"))


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, _in_shape(s), mode),)


def workload(x):
    return lc.avg_pool(x, KERNEL_SIZE, STRIDE, PADDING).astype(x.dtype)


def flops(size):
    """One max or add per window element: kernel_size^3 per output element."""
    s = SIZES[size]
    return KERNEL_SIZE ** 3 * lc.numel(*_out_shape(s))


def bytes_accessed(size):
    """x read once, the pooled output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), _out_shape(s))
