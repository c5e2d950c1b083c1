"""l1_095_CrossEntropyLoss (KernelBench level 1 #95).

loss = mean over the batch of -log_softmax(predictions)[target]
(torch.nn.functional.cross_entropy), predictions (batch, classes), int32
targets (batch,).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l1_095_CrossEntropyLoss", 1, 95, "CrossEntropyLoss",
    "loss = mean over the batch of -log_softmax(predictions)[target] "
    "(torch.nn.functional.cross_entropy), predictions (batch, classes), int32 targets (batch,).",
    2.0485,
    batch_size=32768, num_classes=4096)

SIZES = {
    "full": {"batch_size": 32768, "num_classes": 4096},
    "small": {"batch_size": 256, "num_classes": 1024},
}

# Held-out shapes (workloads/README.md, "Shape families"): rows on sublanes (multiples of 8),
# classes on lanes (multiples of 128).
SHAPE_FAMILY = {"batch_size": jc.vary(8), "num_classes": jc.vary(128)}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "predictions ~ U[0, 1) (logits), targets uniform in [0, num_classes), as KernelBench; int32 "
    "targets (PyTorch: int64).",
    "large_magnitude (x64): logits up to 64, where a log-sum-exp without the row max overflows in "
    "bf16-range arithmetic.",
    "Computed in f32, cast back once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kp, kt = jax.random.split(key)
    predictions = lc.activation(kp, (s["batch_size"], s["num_classes"]), mode, base="uniform")
    targets = jax.random.randint(kt, (s["batch_size"],), 0, s["num_classes"], jnp.int32)
    return predictions, targets


def workload(predictions, targets):
    logp = jax.nn.log_softmax(lc.f32(predictions), axis=-1)
    picked = jnp.take_along_axis(logp, targets[:, None], axis=-1)
    return (-jnp.mean(picked)).astype(predictions.dtype)


def flops(size):
    """About 5 operations per logit (max, subtract, exp, sum, gather)."""
    s = SIZES[size]
    return 5 * s["batch_size"] * s["num_classes"]


def bytes_accessed(size):
    """The inputs read once (the scalar loss is negligible)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["num_classes"])) + 4 * s["batch_size"]
