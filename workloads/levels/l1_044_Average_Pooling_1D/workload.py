"""l1_044_Average_Pooling_1D (KernelBench level 1 #44).

nn.AvgPool1d(kernel 8, stride 1, padding 4) over the last axis of x (batch,
channels, length), zero padding counted.
"""
import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 8
STRIDE = 1
PADDING = 4

CONFIG = lc.config(
    "l1_044_Average_Pooling_1D", 1, 44, "Average_Pooling_1D",
    "nn.AvgPool1d(kernel 8, stride 1, padding 4) over the last axis of x (batch, channels, "
    "length), zero padding counted.",
    7.3402,
    batch_size=64, in_channels=128, input_length=65536, kernel_size=8, stride=1, padding=4)

SIZES = {
    "full": {"batch_size": 64, "in_channels": 128, "input_length": 65536},
    "small": {"batch_size": 8, "in_channels": 32, "input_length": 2048},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8, the
# pooled axis on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(), "in_channels": jc.vary(8), "input_length": jc.vary(128)}

MODES = [jc.NORMAL, jc.SIGNED, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)).",
    "count_include_pad=True (PyTorch's default): a window overlapping the padding still divides by"
    " the full kernel size; signed_shifted (+3) makes that visible at the edges.",
    "Window sums in f32, the output cast back once.",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"], s["input_length"])


def _out_shape(s):
    return (s["batch_size"], s["in_channels"],
            lc.conv_out(s["input_length"], KERNEL_SIZE, STRIDE, PADDING))


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, _in_shape(s), mode),)


def workload(x):
    return lc.avg_pool(x, KERNEL_SIZE, STRIDE, PADDING).astype(x.dtype)


def flops(size):
    """One max or add per window element: kernel_size per output element."""
    s = SIZES[size]
    return KERNEL_SIZE * lc.numel(*_out_shape(s))


def bytes_accessed(size):
    """x read once, the pooled output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), _out_shape(s))
