"""l1_099_TripletMarginLoss (KernelBench level 1 #99).

loss = mean over rows of max(||a - p + eps||_2 - ||a - n + eps||_2 + margin,
0), margin 1.0, eps 1e-6 (nn.TripletMarginLoss).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

MARGIN = 1.0
EPS = 1e-6  # PyTorch's pairwise_distance adds eps to the difference

CONFIG = lc.config(
    "l1_099_TripletMarginLoss", 1, 99, "TripletMarginLoss",
    "loss = mean over rows of max(||a - p + eps||_2 - ||a - n + eps||_2 + margin, 0), margin 1.0, "
    "eps 1e-6 (nn.TripletMarginLoss).",
    2.9087,
    batch_size=32768, dim=8192, margin=1.0, eps=1e-06)

SIZES = {
    "full": {"batch_size": 32768, "dim": 8192},
    "small": {"batch_size": 256, "dim": 2048},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8), the
# scanned or reduced dim on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "dim": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "anchor ~ U[0, 1) * u (u ~ U[0, 1), one draw per input set), positive and negative ~ U[0, 1), "
    "as KernelBench; the modes change the anchor only.",
    "Reduced in f32, cast back once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    ka, kp, kn, ks = jax.random.split(key, 4)
    scale = jax.random.uniform(ks, (), jnp.float32)
    u = lc.activation(ka, (s["batch_size"], s["dim"]), mode, base="uniform")
    anchor = lc.f32(u) * scale
    positive = lc.activation(kp, (s["batch_size"], s["dim"]), jc.NORMAL, base="uniform")
    negative = lc.activation(kn, (s["batch_size"], s["dim"]), jc.NORMAL, base="uniform")
    return anchor.astype(jc.SUITE_DTYPE), positive, negative


def workload(anchor, positive, negative):
    a, p, n = lc.f32(anchor), lc.f32(positive), lc.f32(negative)
    d_pos = jnp.sqrt(jnp.sum(jnp.square(a - p + EPS), axis=-1))
    d_neg = jnp.sqrt(jnp.sum(jnp.square(a - n + EPS), axis=-1))
    return jnp.mean(jnp.maximum(d_pos - d_neg + MARGIN, 0.0)).astype(anchor.dtype)


def flops(size):
    """About 6 operations per element of the inputs."""
    s = SIZES[size]
    return 6 * s["batch_size"] * s["dim"]


def bytes_accessed(size):
    """The inputs read once (the scalar loss is negligible)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["dim"]), (s["batch_size"], s["dim"]),
                          (s["batch_size"], s["dim"]))
