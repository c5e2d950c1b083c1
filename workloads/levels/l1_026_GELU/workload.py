"""l1_026_GELU (KernelBench level 1 #26).

y = x * Phi(x), the exact (erf) GELU of torch.nn.functional.gelu.
"""
import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_026_GELU", 1, 26, "GELU",
    "y = x * Phi(x), the exact (erf) GELU of torch.nn.functional.gelu.",
    11.0292,
    batch_size=4096, dim=393216)

SIZES = {
    "full": {"batch_size": 4096, "dim": 393216},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), dim
# on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0, not KernelBench's U[0, 1).",
    "The exact erf GELU (PyTorch's default); JAXBench's translation used jax.nn.gelu, whose "
    "default is the tanh approximation.",
    "large_magnitude (x64): GELU -> x or 0 in the tails.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    return (lc.activation(key, (s["batch_size"], s["dim"]), mode),)


def workload(x):
    return lc.gelu(x)


def flops(size):
    """8 elementwise operations per element."""
    s = SIZES[size]
    return 8 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """x read once, y written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
