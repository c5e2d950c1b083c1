"""l2_042_ConvTranspose2d_GlobalAvgPool_BiasAdd_LogSumExp_Sum_Multiply (KernelBench level 2 #42).

ConvTranspose2d(64, 128, 3) + bias; mean over space (keepdim); + bias2 (C, 1,
1); logsumexp over channels; sum over space; * 10: shape (N, 1).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

KERNEL_SIZE = 3
STRIDE = 1
PADDING = 0
OUTPUT_PADDING = 0
SPATIAL = ("height", "width")

CONFIG = lc.config(
    "l2_042_ConvTranspose2d_GlobalAvgPool_BiasAdd_LogSumExp_Sum_Multiply",
    2, 42,
    "ConvTranspose2d_GlobalAvgPool_BiasAdd_LogSumExp_Sum_Multiply",
    "ConvTranspose2d(64, 128, 3) + bias; mean over space (keepdim); + bias2 (C, 1, 1); logsumexp "
    "over channels; sum over space; * 10: shape (N, 1).",
    3.5458,
    batch_size=16, in_channels=64, out_channels=128, height=512, width=512, kernel_size=3,
    stride=1, padding=0, output_padding=0)

SIZES = {
    "full": {
        "batch_size": 16, "in_channels": 64, "out_channels": 128, "height": 512, "width": 512
    },
    "small": {"batch_size": 8, "in_channels": 8, "out_channels": 16, "height": 16, "width": 16},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, channels multiples of 8,
# spatial sizes large enough for the kernel and the pools; kernel, stride and padding fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; weight ~ N(0, 1/fan_in) (fan_in = C_in * prod(kernel"
    " / stride) for a transposed conv), conv bias ~ N(0, 0.1^2).",
    "bias ~ N(0, 1) (torch.randn, as KernelBench).",
    "The output (one value per sample) stays f32: it is dominated by the biases' logsumexp, common"
    " to all samples, and varies across them by less than a bf16 output resolves.",
    "heavy_tailed (Student-t x, signed outliers) and signed_shifted (x + 3) change x only.",
    "The front (GEMM or conv) accumulates in f32 and the epilogue runs in f32; the output is kept "
    "in f32 (see above).",
]


def _in_shape(s):
    return (s["batch_size"], s["in_channels"]) + tuple(s[n] for n in SPATIAL)


def _front_shape(s):
    """The convolution's output (N, C_out, *spatial)."""
    return (s["batch_size"], s["out_channels"]) + tuple(
        lc.conv_transpose_out(s[n], KERNEL_SIZE, STRIDE, PADDING, OUTPUT_PADDING) for n in SPATIAL)


def _front_in_spatial(s):
    return tuple(s[n] for n in SPATIAL)


def _out_shape(s):
    return (s["batch_size"], 1)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw, kb, k_bias = jax.random.split(key, 4)
    x = lc.activation(kx, _in_shape(s), mode, base="uniform")
    weight = lc.conv_transpose_weight(kw, s["in_channels"], s["out_channels"], (KERNEL_SIZE,) * 2,
                                      STRIDE)
    conv_bias = jc.bias_vector(kb, (s["out_channels"],))
    bias = lc.bias(k_bias, (s["out_channels"], 1, 1,), scale=1.0)
    return x, weight, conv_bias, bias


def workload(x, weight, conv_bias, bias):
    h = lc.conv_transpose(x, weight, STRIDE, PADDING, OUTPUT_PADDING,
                          out_dtype=jnp.float32) + lc.f32(jc.channel(conv_bias, x.ndim))
    y = jnp.mean(h, axis=(2, 3), keepdims=True) + lc.f32(bias)
    y = jax.nn.logsumexp(y, axis=1, keepdims=True)
    return jnp.sum(y, axis=(2, 3)) * 10.0


def flops(size):
    """The front (2 per multiply-add, its bias) and 2 operations per output of it."""
    s = SIZES[size]
    front = lc.conv_transpose_flops(s["batch_size"], s["in_channels"], s["out_channels"],
                                    _front_in_spatial(s),
                                    (KERNEL_SIZE,) * 2) + lc.numel(*_front_shape(s))
    return front + 2 * lc.numel(*_front_shape(s))


def bytes_accessed(size):
    """x and the parameters read once (bf16), the output written once (f32)."""
    s = SIZES[size]
    return jc.suite_bytes(_in_shape(s), (s["in_channels"], s["out_channels"]) + (KERNEL_SIZE,) * 2,
                          (s["out_channels"],),
                          (s["out_channels"], 1, 1,)) + 4 * lc.numel(*_out_shape(s))
