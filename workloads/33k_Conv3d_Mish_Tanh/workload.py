"""33k_Conv3d_Mish_Tanh (KernelBench level 2 #47).

c = conv3x3x3(x, weight) + bias (NCDHW / OIDHW, stride 1, no padding);
out = tanh(mish(c)) with softplus computed naively as log(1 + exp(c)), as in JAXBench.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

KERNEL_SIZE = 3

CONFIG = {
    "name": "33k_Conv3d_Mish_Tanh",
    "model": "KernelBench level 2 #47",
    "operator": "Conv3d_Mish_Tanh",
    "category": "fused",
    "semantics": "NCDHW 3x3x3 VALID conv + bias; mish with softplus = log(1 + exp(c)); tanh.",
    "batch_size": 16, "in_channels": 32, "out_channels": 64, "kernel_size": KERNEL_SIZE,
    "depth": 32, "height": 64, "width": 64,
    "jaxbench": {"v6e_baseline_ms": 2.4173, "v6e_optimized_ms": None, "xla_flops": 204409798656},
}

SIZES = {
    "full": {"batch_size": 16, "in_channels": 32, "out_channels": 64,
             "depth": 32, "height": 64, "width": 64},
    "small": {"batch_size": 2, "in_channels": 16, "out_channels": 32,
              "depth": 8, "height": 16, "width": 16},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "depth": jc.vary(lo=KERNEL_SIZE),
    "height": jc.vary(lo=KERNEL_SIZE),
    "width": jc.vary(lo=KERNEL_SIZE),
}

MODES = [jc.NORMAL, jc.LARGE, jc.HEAVY_TAILED]

NOTES = [
    "weight ~ N(0, 1/(Cin*k^3)), bias ~ N(0, 0.1^2) instead of zeros (JAXBench's output is "
    "identically 0).",
    "The naive softplus log(1 + exp(c)) is kept (§5.1.13): it overflows to inf for large c, "
    "where tanh(inf) = 1 still gives mish(c) = c; large_magnitude exercises that path.",
    "x ~ U[0, 1) in mode 0 as in JAXBench.",
]


def _out_dhw(s):
    return tuple(s[a] - KERNEL_SIZE + 1 for a in ("depth", "height", "width"))


def make_inputs(key, mode, size):
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    kx, kw, kb = jax.random.split(key, 3)
    x = jc.activation(kx, (n, ci, s["depth"], s["height"], s["width"]), mode, base="uniform")
    weight = jc.fan_in_weight(kw, (co, ci) + (KERNEL_SIZE,) * 3, ci * KERNEL_SIZE ** 3)
    bias = jc.bias_vector(kb, (co,))
    return x, weight, bias


def workload(x, weight, bias):
    c = jc.conv_valid(x, weight) + jc.channel(bias, 5)
    softplus = jnp.log(1 + jnp.exp(c))
    return jnp.tanh(c * jnp.tanh(softplus))


def flops(size):
    """Conv multiply-adds, plus per output element: bias (1), softplus (exp, add, log = 3),
    tanh, multiply, tanh (3) = 7."""
    s = SIZES[size]
    out_sp = _out_dhw(s)
    out = s["batch_size"] * s["out_channels"] * out_sp[0] * out_sp[1] * out_sp[2]
    conv = jc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"], out_sp,
                         (KERNEL_SIZE,) * 3)
    return conv + 7 * out


def bytes_accessed(size):
    """Every input read once and the output written once, in the suite dtype."""
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    return jc.suite_bytes((n, ci, s["depth"], s["height"], s["width"]),
                          (co, ci) + (KERNEL_SIZE,) * 3, (co,), (n, co) + _out_dhw(s))
