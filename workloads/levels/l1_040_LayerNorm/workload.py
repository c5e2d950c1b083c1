"""l1_040_LayerNorm (KernelBench level 1 #40).

nn.LayerNorm((features, dim1, dim2)): statistics per sample over features, dim1
and dim2; elementwise affine weight and bias of that shape.
"""
import jax

import jaxbench_common as jc
import levels_common as lc

EPS = 1e-5

CONFIG = lc.config(
    "l1_040_LayerNorm", 1, 40, "LayerNorm",
    "nn.LayerNorm((features, dim1, dim2)): statistics per sample over features, dim1 and dim2; "
    "elementwise affine weight and bias of that shape.",
    0.9493,
    batch_size=16, features=64, dim1=256, dim2=256)

SIZES = {
    "full": {"batch_size": 16, "features": 64, "dim1": 256, "dim2": 256},
    "small": {"batch_size": 4, "features": 16, "dim1": 32, "dim2": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, features on sublanes
# (multiples of 8), dim2 on lanes (multiples of 128).
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "features": jc.vary(8),
    "dim1": jc.vary(8),
    "dim2": jc.vary(128),
}

MODES = [jc.NORMAL, jc.SIGNED, jc.SMALL, jc.HEAVY_TAILED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench.",
    "weight ~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of PyTorch's initial ones and zeros.",
    "Normalised over (features, dim1, dim2) as KernelBench's nn.LayerNorm; JAXBench's timed "
    "translation normalised over the last axis only.",
    "signed_shifted (+3: statistics dominated by the offset, so a one-pass E[x^2] - E[x]^2 "
    "cancels), small_magnitude (/1024: the variance falls below eps, which then matters), "
    "heavy_tailed (outliers dominate the statistics).",
    "Statistics in f32, the output cast back to the input dtype once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kg, kb = jax.random.split(key, 3)
    x = lc.activation(kx, (s["batch_size"], s["features"], s["dim1"], s["dim2"]), mode,
                      base="uniform")
    normalized = (s["features"], s["dim1"], s["dim2"])
    weight = jc.norm_scale(kg, normalized)
    bias = jc.bias_vector(kb, normalized)
    return x, weight, bias


def workload(x, weight, bias):
    y = lc.normalize(x, (1, 2, 3), EPS)
    return (y * lc.f32(weight) + lc.f32(bias)).astype(x.dtype)


def flops(size):
    """About 7 operations per element (statistics, normalise, affine)."""
    s = SIZES[size]
    return 7 * s["batch_size"] * s["features"] * s["dim1"] * s["dim2"]


def bytes_accessed(size):
    """Every input read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["features"], s["dim1"], s["dim2"]),
                          (s["batch_size"], s["features"], s["dim1"], s["dim2"]),
                          (s["features"], s["dim1"], s["dim2"]),
                          (s["features"], s["dim1"], s["dim2"]))
