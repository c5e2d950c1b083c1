"""l1_094_MSELoss (KernelBench level 1 #94).

loss = mean((predictions - targets)^2) over all elements (a scalar).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_094_MSELoss", 1, 94, "MSELoss",
    "loss = mean((predictions - targets)^2) over all elements (a scalar).",
    7.7524,
    batch_size=32768, dim=32768)

SIZES = {
    "full": {"batch_size": 32768, "dim": 32768},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), the
# scanned or reduced dim on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "predictions ~ U[0, 1) * u, u ~ U[0, 1) one draw per input set, targets ~ U[0, 1), as "
    "KernelBench; the modes change the predictions only.",
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
    d = lc.f32(predictions) - lc.f32(targets)
    return jnp.mean(d * d).astype(predictions.dtype)


def flops(size):
    """About 3 operations per element of the inputs."""
    s = SIZES[size]
    return 3 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """The inputs read once (the scalar loss is negligible)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
