"""l1_028_HardSigmoid (KernelBench level 1 #28).

y = clip((x + 3) / 6, 0, 1) elementwise.
"""
import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_028_HardSigmoid", 1, 28, "HardSigmoid",
    "y = clip((x + 3) / 6, 0, 1) elementwise.",
    11.0283,
    batch_size=4096, dim=393216)

SIZES = {
    "full": {"batch_size": 4096, "dim": 393216},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE]

NOTES = [
    "x ~ N(0, 3^2) in mode 0 (KernelBench: U[0, 1)), so both clips and the ramp are used.",
    "large_magnitude (x64): nearly every element clipped to 0 or 1.",
    "No small_magnitude mode: y = 0.5 + x/6 then varies below bf16's resolution at 0.5.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode, scale=3.0),)


def workload(x):
    return lc.hardsigmoid(x)


def flops(size):
    """3 elementwise operations per element."""
    s = SIZES[size]
    return 3 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
