"""l1_045_Average_Pooling_2D (KernelBench level 1 #45).

nn.AvgPool2d(kernel 11) (stride 11, no padding) over H, W of x (N, C, H, W).
"""
import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 11

CONFIG = lc.config(
    "l1_045_Average_Pooling_2D", 1, 45, "Average_Pooling_2D",
    "nn.AvgPool2d(kernel 11) (stride 11, no padding) over H, W of x (N, C, H, W).",
    0.4629,
    batch_size=4, channels=32, height=512, width=512, kernel_size=11)

SIZES = {
    "full": {"batch_size": 4, "channels": 32, "height": 512, "width": 512},
    "small": {"batch_size": 4, "channels": 16, "height": 128, "width": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes at least the kernel.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "channels": jc.vary(8),
    "height": jc.vary(lo=11),
    "width": jc.vary(lo=11),
}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)).",
    "Shapes as JAXBench ran them (4, 32, 512, 512); KernelBench's file now has (16, 64, 2048, "
    "2048).",
    "Floor mode: the last 512 mod 11 = 6 rows and columns fall outside every window.",
    "Window sums in f32, the output cast back once.",
]


def _in_shape(s):
    return (s["batch_size"], s["channels"], s["height"], s["width"])


def _out_shape(s):
    return (s["batch_size"], s["channels"],
            lc.conv_out(s["height"], KERNEL_SIZE,
                        KERNEL_SIZE), lc.conv_out(s["width"], KERNEL_SIZE, KERNEL_SIZE))


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, _in_shape(s), mode),)


def workload(x):
    return lc.avg_pool(x, KERNEL_SIZE).astype(x.dtype)


def flops(size):
    """One max or add per window element: kernel_size^2 per output element."""
    s = SIZES[size]
    return KERNEL_SIZE ** 2 * lc.numel(*_out_shape(s))


def bytes_accessed(size):
    """x read once, the pooled output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), _out_shape(s))
