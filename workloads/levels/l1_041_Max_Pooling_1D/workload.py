"""l1_041_Max_Pooling_1D (KernelBench level 1 #41).

nn.MaxPool1d(kernel 8, stride 1, padding 4, dilation 3) over the last axis of x
(batch, features, length).
"""
import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 8
STRIDE = 1
PADDING = 4
DILATION = 3

CONFIG = lc.config(
    "l1_041_Max_Pooling_1D", 1, 41, "Max_Pooling_1D",
    "nn.MaxPool1d(kernel 8, stride 1, padding 4, dilation 3) over the last axis of x (batch, "
    "features, length).",
    0.2908,
    batch_size=16, features=64, sequence_length=8192, kernel_size=8, stride=1, padding=4,
    dilation=3)

SIZES = {
    "full": {"batch_size": 16, "features": 64, "sequence_length": 8192},
    "small": {"batch_size": 8, "features": 32, "sequence_length": 2048},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, features multiples of 8, the
# pooled axis on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(), "features": jc.vary(8), "sequence_length": jc.vary(128)}

MODES = [jc.NORMAL, lc.NEGATIVE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)).",
    "negative_shifted (N(0,1) - 3): windows that overlap the padding must ignore it (PyTorch pads "
    "a max-pool with -inf), so a zero-padded pool returns 0s there.",
    "Shapes as JAXBench ran them (16, 64, 8192); KernelBench's file now has (64, 192, 65536).",
]


def _in_shape(s):
    return (s["batch_size"], s["features"], s["sequence_length"])


def _out_shape(s):
    return (s["batch_size"], s["features"],
            lc.conv_out(s["sequence_length"], KERNEL_SIZE, STRIDE, PADDING, DILATION))


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, _in_shape(s), mode),)


def workload(x):
    return lc.max_pool(x, KERNEL_SIZE, STRIDE, PADDING, DILATION)


def flops(size):
    """One max or add per window element: kernel_size per output element."""
    s = SIZES[size]
    return KERNEL_SIZE * lc.numel(*_out_shape(s))


def bytes_accessed(size):
    """x read once, the pooled output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), _out_shape(s))
