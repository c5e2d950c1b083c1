"""l1_098_KLDivLoss (KernelBench level 1 #98).

loss = kl_div(log(predictions), targets, 'batchmean') = sum of targets * (log
targets - log predictions) / batch, both (batch, dim) rows of probabilities.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_098_KLDivLoss", 1, 98, "KLDivLoss",
    "loss = kl_div(log(predictions), targets, 'batchmean') = sum of targets * (log targets - log "
    "predictions) / batch, both (batch, dim) rows of probabilities.",
    1.9814,
    batch_size=16384, dim=16384)

SIZES = {
    "full": {"batch_size": 16384, "dim": 16384},
    "small": {"batch_size": 256, "dim": 4096},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), the
# scanned or reduced dim on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE]

NOTES = [
    "predictions = softmax(U[0, 1) * u) (u ~ U[0, 1), one draw per input set) and targets = "
    "softmax(U[0, 1)) over each row, as KernelBench; the modes change the predictions' logits "
    "(large_magnitude x64: peaked rows, where log(predictions) spans a wide range). No "
    "heavy_tailed mode: its outliers underflow predictions to 0 in bf16, and log(0) makes the loss"
    " infinite; no small_magnitude mode: every prediction rounds to 1/dim.",
    "targets * log(targets) as xlogy (0 where a target is 0), as PyTorch.",
    "Computed in f32, cast back once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kp, kt, ks = jax.random.split(key, 3)
    scale = jax.random.uniform(ks, (), jnp.float32)
    logits = lc.f32(lc.activation(kp, (s["batch_size"], s["dim"]), mode, base="uniform")) * scale
    targets = jax.nn.softmax(jax.random.uniform(kt, (s["batch_size"], s["dim"]), jnp.float32),
                             axis=-1)
    predictions = jax.nn.softmax(logits, axis=-1)
    return predictions.astype(jc.SUITE_DTYPE), targets.astype(jc.SUITE_DTYPE)


def workload(predictions, targets):
    p, t = lc.f32(predictions), lc.f32(targets)
    pointwise = jax.scipy.special.xlogy(t, t) - t * jnp.log(p)
    return (jnp.sum(pointwise) / predictions.shape[0]).astype(predictions.dtype)


def flops(size):
    """About 5 operations per element of the inputs."""
    s = SIZES[size]
    return 5 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """The inputs read once (the scalar loss is negligible)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]))
