"""l1_033_BatchNorm (KernelBench level 1 #33).

nn.BatchNorm2d(features) in training mode: y = (x - mean) / sqrt(var + 1e-5) *
weight + bias, mean and biased var per channel over (batch, H, W).
"""
import jax

import jaxbench_common as jc
import levels_common as lc

EPS = 1e-5

CONFIG = lc.config(
    "l1_033_BatchNorm", 1, 33, "BatchNorm",
    "nn.BatchNorm2d(features) in training mode: y = (x - mean) / sqrt(var + 1e-5) * weight + bias,"
    " mean and biased var per channel over (batch, H, W).",
    7.3394,
    batch_size=64, features=64, dim1=512, dim2=512)

SIZES = {
    "full": {"batch_size": 64, "features": 64, "dim1": 512, "dim2": 512},
    "small": {"batch_size": 8, "features": 16, "dim1": 32, "dim2": 128},
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
    "Batch statistics, as KernelBench's model runs in training mode; JAXBench's timed translation "
    "normalised with the initial running statistics (mean 0, var 1), close to the identity.",
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
    weight = jc.norm_scale(kg, (s["features"],))
    bias = jc.bias_vector(kb, (s["features"],))
    return x, weight, bias


def workload(x, weight, bias):
    return lc.batch_norm_train(x, weight, bias, EPS).astype(x.dtype)


def flops(size):
    """About 7 operations per element (statistics, normalise, affine)."""
    s = SIZES[size]
    return 7 * s["batch_size"] * s["features"] * s["dim1"] * s["dim2"]


def bytes_accessed(size):
    """Every input read once, the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["features"], s["dim1"], s["dim2"]),
                          (s["batch_size"], s["features"], s["dim1"], s["dim2"]), (s["features"],),
                          (s["features"],))
