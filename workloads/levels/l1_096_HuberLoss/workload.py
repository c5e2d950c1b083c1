"""l1_096_HuberLoss (KernelBench level 1 #96).

loss = mean of smooth_l1(predictions - targets), beta 1: 0.5 d^2 where |d| < 1,
|d| - 0.5 elsewhere (a scalar).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

BETA = 1.0

CONFIG = lc.config(
    "l1_096_HuberLoss", 1, 96, "HuberLoss",
    "loss = mean of smooth_l1(predictions - targets), beta 1: 0.5 d^2 where |d| < 1, |d| - 0.5 "
    "elsewhere (a scalar).",
    0.2008,
    batch_size=4096, dim=4096, beta=1.0)

SIZES = {
    "full": {"batch_size": 4096, "dim": 4096},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), the
# scanned or reduced dim on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "predictions ~ U[0, 1) * u, u ~ U[0, 1) one draw per input set, targets ~ U[0, 1), as "
    "KernelBench; the modes change the predictions only.",
    "In mode 0 every |d| < 1 (the quadratic branch only); large_magnitude (x64) and heavy_tailed "
    "reach the linear branch.",
    "Shapes as JAXBench ran them (4096, 4096); KernelBench's file now has (32768, 32768).",
    "Reduced in f32, cast back once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kp, kt, ks = jax.random.split(key, 3)
    # KernelBench scales predictions by one U[0, 1) draw (torch.rand(())).
    scale = jax.random.uniform(ks, (), jnp.float32)
    u = lc.activation(kp, (s["batch_size"], s["dim"]), mode, base="uniform")
    predictions = lc.f32(u) * scale
    targets = lc.activation(kt, (s["batch_size"], s["dim"]), jc.NORMAL, base="uniform")
    return predictions.astype(jc.SUITE_DTYPE), targets


def workload(predictions, targets):
    d = jnp.abs(lc.f32(predictions) - lc.f32(targets))
    elementwise = jnp.where(d < BETA, 0.5 * d * d / BETA, d - 0.5 * BETA)
    return jnp.mean(elementwise).astype(predictions.dtype)


def flops(size):
    """About 5 operations per element of the inputs."""
    s = SIZES[size]
    return 5 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """The inputs read once (the scalar loss is negligible)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
