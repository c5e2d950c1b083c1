"""l1_043_Max_Pooling_3D (KernelBench level 1 #43).

nn.MaxPool3d(kernel 3, stride 2, padding 1, dilation 3) over D, H, W of x (N,
C, D, H, W).
"""
import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 2
PADDING = 1
DILATION = 3

CONFIG = lc.config(
    "l1_043_Max_Pooling_3D", 1, 43, "Max_Pooling_3D",
    "nn.MaxPool3d(kernel 3, stride 2, padding 1, dilation 3) over D, H, W of x (N, C, D, H, W).",
    125.6133,
    batch_size=16, channels=32, dim1=128, dim2=128, dim3=128, kernel_size=3, stride=2, padding=1,
    dilation=3)

SIZES = {
    "full": {"batch_size": 16, "channels": 32, "dim1": 128, "dim2": 128, "dim3": 128},
    "small": {"batch_size": 2, "channels": 8, "dim1": 32, "dim2": 32, "dim3": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the dilated kernel (7).
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "channels": jc.vary(8),
    "dim1": jc.vary(lo=8),
    "dim2": jc.vary(lo=8),
    "dim3": jc.vary(lo=8),
}

MODES = [jc.NORMAL, lc.NEGATIVE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)).",
    "negative_shifted (N(0,1) - 3): windows that overlap the padding must ignore it (PyTorch pads "
    "a max-pool with -inf), so a zero-padded pool returns 0s there.",
]


def _in_shape(s):
    return (s["batch_size"], s["channels"], s["dim1"], s["dim2"], s["dim3"])


def _out_shape(s):
    return (s["batch_size"], s["channels"]) + tuple(
            lc.conv_out(s[d], KERNEL_SIZE, STRIDE, PADDING, DILATION)
            for d in ("dim1", "dim2", "dim3"))


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, _in_shape(s), mode),)


def workload(x):
    return lc.max_pool(x, KERNEL_SIZE, STRIDE, PADDING, DILATION)


def flops(size):
    """One max or add per window element: kernel_size^3 per output element."""
    s = SIZES[size]
    return KERNEL_SIZE ** 3 * lc.numel(*_out_shape(s))


def bytes_accessed(size):
    """x read once, the pooled output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), _out_shape(s))
