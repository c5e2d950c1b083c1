"""l2_062_Matmul_GroupNorm_LeakyReLU_Sum (KernelBench level 2 #62).

h = x W + b; GroupNorm(512 groups, eps 1e-5, affine); leaky_relu(0.01); y + y.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

NUM_GROUPS = 512
EPS = 1e-5
NEGATIVE_SLOPE = 0.01

CONFIG = lc.config(
    "l2_062_Matmul_GroupNorm_LeakyReLU_Sum", 2, 62, "Matmul_GroupNorm_LeakyReLU_Sum",
    "h = x W + b; GroupNorm(512 groups, eps 1e-5, affine); leaky_relu(0.01); y + y.",
    0.4849,
    batch_size=1024, in_features=8192, out_features=8192, num_groups=512)

SIZES = {
    "full": {"batch_size": 1024, "in_features": 8192, "out_features": 8192},
    "small": {"batch_size": 128, "in_features": 512, "out_features": 1024},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch on sublanes (multiples of 8),
# features on lanes (multiples of 128) and of the group count (out_features a multiple of 1024).
SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "in_features": jc.vary(128),
    "out_features": jc.vary(1024),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; W ~ N(0, 1/in_features) stored (in, out), b ~ N(0, "
    "0.1^2).",
    "Norm affine weight ~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of PyTorch's initial ones "
    "and zeros.",
    "512 groups: the small size has 1024 features (2 per group), the least that a group's variance"
    " needs.",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is cast "
    "to the input dtype once.",
]


def _front_shape(s):
    return (s["batch_size"], s["out_features"])


def _out_shape(s):
    return _front_shape(s)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_gn_weight, k_gn_bias = jax.random.split(key, 5)
    x = lc.activation(kx, (s["batch_size"], s["in_features"]), mode, base="uniform")
    weight = lc.fan_in_weight(kw, (s["in_features"], s["out_features"]), s["in_features"])
    bias = jc.bias_vector(kb, (s["out_features"],))
    gn_weight = jc.norm_scale(k_gn_weight, (s["out_features"],))
    gn_bias = jc.bias_vector(k_gn_bias, (s["out_features"],))
    return x, weight, bias, gn_weight, gn_bias


def workload(x, weight, bias, gn_weight, gn_bias):
    h = jnp.matmul(x, weight, preferred_element_type=jnp.float32) + lc.f32(bias)
    y = lc.leaky_relu(lc.group_norm(h, gn_weight, gn_bias, NUM_GROUPS, EPS), NEGATIVE_SLOPE)
    return (y + y).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 10 operations per output of it."""
    s = SIZES[size]
    front = 2 * s["batch_size"] * s["in_features"] * s["out_features"] + lc.numel(*_front_shape(s))
    return front + 10 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["in_features"]),
                          (s["in_features"], s["out_features"]), (s["out_features"],),
                          (s["out_features"],), (s["out_features"],), _out_shape(s))
