"""l2_094_Gemm_BiasAdd_Hardtanh_Mish_GroupNorm (KernelBench level 2 #94).

h = x W + b + bias; hardtanh to [-1, 1]; mish; GroupNorm(256 groups, eps 1e-5,
affine).
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

NUM_GROUPS = 256
EPS = 1e-5

CONFIG = lc.config(
    "l2_094_Gemm_BiasAdd_Hardtanh_Mish_GroupNorm", 2, 94, "Gemm_BiasAdd_Hardtanh_Mish_GroupNorm",
    "h = x W + b + bias; hardtanh to [-1, 1]; mish; GroupNorm(256 groups, eps 1e-5, affine).",
    0.2912,
    batch_size=1024, in_features=8192, out_features=8192, num_groups=256)

SIZES = {
    "full": {"batch_size": 1024, "in_features": 8192, "out_features": 8192},
    "small": {"batch_size": 128, "in_features": 512, "out_features": 1024},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch on sublanes (multiples of 8),
# features on lanes (multiples of 128) and of the group count (out_features a multiple of 256).
SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "in_features": jc.vary(128),
    "out_features": jc.vary(256),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; W ~ N(0, 1/in_features) stored (in, out), b ~ N(0, "
    "0.1^2).",
    "extra_bias ~ N(0, 1) (torch.randn, as KernelBench).",
    "Norm affine weight ~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of PyTorch's initial ones "
    "and zeros.",
    "256 groups: the small size has 1024 features (4 per group).",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is cast "
    "to the input dtype once.",
]


def _front_shape(s):
    return (s["batch_size"], s["out_features"])


def _out_shape(s):
    return _front_shape(s)


def make_inputs(key, mode, size):
    """x, weight, bias, extra_bias, gn_weight, gn_bias: drawn as Gemm_Scale_BatchNorm's six."""
    return ops.linear_vector_norm_inputs(key, mode, SIZES[size])


def workload(x, weight, bias, extra_bias, gn_weight, gn_bias):
    h = jnp.matmul(x, weight, preferred_element_type=jnp.float32) + lc.f32(bias)
    y = jc.mish(jnp.clip(h + lc.f32(extra_bias), -1.0, 1.0))
    return lc.group_norm(y, gn_weight, gn_bias, NUM_GROUPS, EPS).astype(x.dtype)


def flops(size):
    """The front (2 per multiply-add, its bias) and 15 operations per output of it."""
    s = SIZES[size]
    front = 2 * s["batch_size"] * s["in_features"] * s["out_features"] + lc.numel(*_front_shape(s))
    return front + 15 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (bf16)."""
    s = SIZES[size]
    return jc.suite_bytes((s["batch_size"], s["in_features"]),
                          (s["in_features"], s["out_features"]), (s["out_features"],),
                          (s["out_features"],), (s["out_features"],), (s["out_features"],),
                          _out_shape(s))
