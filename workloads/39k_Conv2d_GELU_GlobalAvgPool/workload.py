"""39k_Conv2d_GELU_GlobalAvgPool (KernelBench level 2 #67).

c = conv3x3(x, weight) + bias (NCHW / OIHW, stride 1, VALID); GELU (tanh
approximation); mean over H, W → (batch, out_channels).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

KERNEL_SIZE = 3

CONFIG = {
    "name": "39k_Conv2d_GELU_GlobalAvgPool",
    "model": "KernelBench level 2 #67",
    "operator": "Conv2d_GELU_GlobalAvgPool",
    "category": "fused",
    "semantics": "NCHW 3x3 VALID conv + bias; tanh-GELU; mean over H, W.",
    "batch_size": 128, "in_channels": 8, "out_channels": 64, "kernel_size": KERNEL_SIZE,
    "height": 256, "width": 256,
    "jaxbench": {"v6e_baseline_ms": 1.3322, "v6e_optimized_ms": None, "xla_flops": 81919844352},
}

SIZES = {
    "full": {"batch_size": 128, "in_channels": 8, "out_channels": 64, "height": 256, "width": 256},
    "small": {"batch_size": 4, "in_channels": 8, "out_channels": 64, "height": 32, "width": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(lo=KERNEL_SIZE),
    "width": jc.vary(lo=KERNEL_SIZE),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "weight ~ N(0, 1/(Cin*k*k)), bias ~ N(0, 0.1^2) instead of zeros (JAXBench's output is "
    "identically 0).",
    "With i.i.d. inputs the spatial mean mostly depends on the channel (weights), little on the "
    "sample; heavy_tailed gives samples with different statistics.",
    "x ~ U[0, 1) in mode 0 as in JAXBench.",
]


def _out_hw(s):
    return s["height"] - KERNEL_SIZE + 1, s["width"] - KERNEL_SIZE + 1


def make_inputs(key, mode, size):
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    kx, kw, kb = jax.random.split(key, 3)
    x = jc.activation(kx, (n, ci, s["height"], s["width"]), mode, base="uniform")
    weight = jc.fan_in_weight(kw, (co, ci, KERNEL_SIZE, KERNEL_SIZE),
                              ci * KERNEL_SIZE * KERNEL_SIZE)
    bias = jc.bias_vector(kb, (co,))
    return x, weight, bias


def workload(x, weight, bias):
    c = jc.conv_valid(x, weight) + jc.channel(bias, 4)
    return jnp.mean(jax.nn.gelu(c, approximate=True), axis=(2, 3))


def flops(size):
    """Conv multiply-adds, plus per conv output element: bias (1), GELU (9), mean (1) = 11."""
    s = SIZES[size]
    ho, wo = _out_hw(s)
    out = s["batch_size"] * s["out_channels"] * ho * wo
    conv = jc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"], (ho, wo),
                         (KERNEL_SIZE, KERNEL_SIZE))
    return conv + 11 * out


def bytes_accessed(size):
    """Every input read once and the (batch, out_channels) output written once,
    in the suite dtype."""
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    return jc.suite_bytes((n, ci, s["height"], s["width"]), (co, ci, KERNEL_SIZE, KERNEL_SIZE),
                          (co,), (n, co))
