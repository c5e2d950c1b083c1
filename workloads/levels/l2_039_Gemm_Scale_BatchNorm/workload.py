"""l2_039_Gemm_Scale_BatchNorm (KernelBench level 2 #39).

h = x W + b; h * scale (per feature); BatchNorm1d in training mode (batch
statistics, eps 1e-5, affine); the larger of KernelBench's two copies.
"""
import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

EPS = 1e-5

CONFIG = lc.config(
    "l2_039_Gemm_Scale_BatchNorm", 2, 39, "Gemm_Scale_BatchNorm",
    "h = x W + b; h * scale (per feature); BatchNorm1d in training mode (batch statistics, eps "
    "1e-5, affine); the larger of KernelBench's two copies.",
    2.3528,
    batch_size=16384, in_features=4096, out_features=4096)

SIZES = {
    "full": {"batch_size": 16384, "in_features": 4096, "out_features": 4096},
    "small": {"batch_size": 256, "in_features": 512, "out_features": 512},
}

SHAPE_FAMILY = ops.GEMM_SCALE_BN_SHAPE_FAMILY

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = ops.GEMM_SCALE_BN_NOTES


def make_inputs(key, mode, size):
    return ops.linear_vector_norm_inputs(key, mode, SIZES[size])


def workload(x, weight, bias, scale, bn_weight, bn_bias):
    return ops.gemm_scale_bn(x, weight, bias, scale, bn_weight, bn_bias, EPS)


def flops(size):
    return ops.gemm_scale_bn_flops(SIZES[size])


def bytes_accessed(size):
    return ops.gemm_scale_bn_bytes(SIZES[size])
