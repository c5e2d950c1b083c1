"""l2_033_Gemm_Scale_BatchNorm (KernelBench level 2 #33).

h = x W + b; h * scale (per feature); BatchNorm1d in training mode (batch
statistics, eps 1e-5, affine).
"""
import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

EPS = 1e-5

CONFIG = lc.config(
    "l2_033_Gemm_Scale_BatchNorm", 2, 33, "Gemm_Scale_BatchNorm",
    "h = x W + b; h * scale (per feature); BatchNorm1d in training mode (batch statistics, eps "
    "1e-5, affine).",
    0.3333,
    batch_size=1024, in_features=8192, out_features=8192)

SIZES = {
    "full": {"batch_size": 1024, "in_features": 8192, "out_features": 8192},
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
