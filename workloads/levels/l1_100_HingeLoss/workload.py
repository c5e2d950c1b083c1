"""l1_100_HingeLoss (KernelBench level 1 #100).

loss = mean(clamp(1 - predictions * targets, min=0)), targets in {-1, +1} of
shape (dim,) broadcast along the last axis (a scalar).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_100_HingeLoss", 1, 100, "HingeLoss",
    "loss = mean(clamp(1 - predictions * targets, min=0)), targets in {-1, +1} of shape (dim,) "
    "broadcast along the last axis (a scalar).",
    3.918,
    batch_size=32768, dim=32768)

SIZES = {
    "full": {"batch_size": 32768, "dim": 32768},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), the
# scanned or reduced dim on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.SIGNED]

NOTES = [
    "predictions ~ U[0, 1), targets uniform over {-1, +1}, as KernelBench.",
    "KernelBench draws targets of shape (batch_size,) and PyTorch broadcasts them along the last "
    "axis, which works only because batch_size == dim there: here targets have shape (dim,), the "
    "same function, so batch_size and dim may differ.",
    "large_magnitude (x64) and signed_shifted (+3): most margins clamp to 0 or grow large.",
    "Reduced in f32, cast back once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kp, kt = jax.random.split(key)
    predictions = lc.activation(kp, (s["batch_size"], s["dim"]), mode, base="uniform")
    signs = jax.random.bernoulli(kt, 0.5, (s["dim"],))
    targets = jnp.where(signs, 1.0, -1.0).astype(jc.SUITE_DTYPE)
    return predictions, targets


def workload(predictions, targets):
    margins = 1.0 - lc.f32(predictions) * lc.f32(targets)
    return jnp.mean(jnp.maximum(margins, 0.0)).astype(predictions.dtype)


def flops(size):
    """About 3 operations per element of the inputs."""
    s = SIZES[size]
    return 3 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """The inputs read once (the scalar loss is negligible)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["dim"],))
