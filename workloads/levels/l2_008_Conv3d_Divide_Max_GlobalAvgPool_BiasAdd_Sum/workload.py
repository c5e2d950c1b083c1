"""l2_008_Conv3d_Divide_Max_GlobalAvgPool_BiasAdd_Sum (KernelBench level 2 #8).

Conv3d(8, 16, 3) + bias; / 2; MaxPool3d(2); mean over space (keepdim); + bias2
(C, 1, 1, 1); sum over channels: one value per sample, shape (N, 1, 1, 1).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
SPATIAL = ("depth", "height", "width")
DIVISOR = 2.0
POOL_KERNEL = 2

CONFIG = lc.config(
    "l2_008_Conv3d_Divide_Max_GlobalAvgPool_BiasAdd_Sum",
    2, 8,
    "Conv3d_Divide_Max_GlobalAvgPool_BiasAdd_Sum",
    "Conv3d(8, 16, 3) + bias; / 2; MaxPool3d(2); mean over space (keepdim); + bias2 (C, 1, 1, 1); "
    "sum over channels: one value per sample, shape (N, 1, 1, 1).",
    1.3058,
    batch_size=128, in_channels=8, out_channels=16, depth=16, height=64, width=64, divisor=2.0,
    pool_size=2, sum_dim=1, kernel_size=3, stride=1, padding=0)

SIZES = {
    "full": {
        "batch_size": 128, "in_channels": 8, "out_channels": 16, "depth": 16, "height": 64,
        "width": 64
    },
    "small": {
        "batch_size": 8, "in_channels": 8, "out_channels": 16, "depth": 8, "height": 16,
        "width": 16
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "depth": jc.vary(lo=4),
    "height": jc.vary(lo=4),
    "width": jc.vary(lo=4),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in), conv bias ~ N(0, 0.1^2).",
    "bias ~ N(0, 1) (torch.randn, as KernelBench).",
    "The output (one value per sample: the sum over channels of a mean plus a bias) stays f32: it "
    "is dominated by the biases' sum, common to all samples, and its variation across samples is "
    "finer than a bf16 output resolves.",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is kept "
    "in f32 (see above).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"]) + tuple(s[n] for n in SPATIAL)


def _front_shape(s):
    """The convolution's output (N, C_out, *spatial)."""
    return (s["batch_size"], s["out_channels"]) + tuple(
        lc.conv_out(s[n], KERNEL_SIZE, STRIDE, PADDING) for n in SPATIAL)


def _out_shape(s):
    return (s["batch_size"], 1, 1, 1)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_bias = jax.random.split(key, 4)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_weight(kw, s["out_channels"], s["in_channels"], (KERNEL_SIZE,) * 3)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    bias = lc.bias(k_bias, (s["out_channels"], 1, 1, 1,), scale=1.0)
    return x, weight, conv_bias, bias


def workload(x, weight, conv_bias, bias):
    h = lc.conv(x, weight, STRIDE, PADDING,
                out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = lc.max_pool(h / DIVISOR, POOL_KERNEL)
    y = jnp.mean(y, axis=(2, 3, 4), keepdims=True) + lc.f32(bias)
    return jnp.sum(y, axis=1)


def flops(size):
    """The front (2 per multiply-add, its bias) and 3 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                          _front_shape(s)[2:], (KERNEL_SIZE,) * 3) + lc.numel(*_front_shape(s))
    return front + 3 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["out_channels"], s["in_channels"]) + (KERNEL_SIZE,) * 3,
                          (s["out_channels"],),
                          (s["out_channels"], 1, 1, 1,)) + 4 * lc.numel(*_out_shape(s))
