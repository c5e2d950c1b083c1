"""28k_ConvTranspose3d_LayerNorm_GELU_Scaling (KernelBench level 2 #34).

y = ConvTranspose3d(x, conv_weight) + conv_bias with kernel 4, stride 2,
padding 1 (conv_weight in PyTorch layout (in, out, k, k, k)), computed as a
stride-1 convolution of the input dilated by the stride (zeros inserted,
lhs_dilation) with the spatially flipped kernel and padding k − 1 − p = 2 on
every side; then LayerNorm over the last axis (W, biased variance, eps 1e-5,
affine parameters of size W_out); GELU (tanh approximation); × 1.0.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

KERNEL_SIZE = 4
STRIDE = 2
PADDING = 1
EPS = 1e-5
SCALING_FACTOR = 1.0

CONFIG = {
    "name": "28k_ConvTranspose3d_LayerNorm_GELU_Scaling",
    "model": "KernelBench level 2 #34",
    "operator": "ConvTranspose3d_LayerNorm_GELU_Scaling",
    "category": "fused",
    "semantics": "3-D transposed conv (k 4, stride 2, padding 1, bias) + LayerNorm over the last "
                 "axis W (eps 1e-5, affine) + tanh-GELU, × 1.0.",
    "batch_size": 32, "in_channels": 32, "out_channels": 64, "kernel_size": KERNEL_SIZE,
    "stride": STRIDE, "padding": PADDING, "bias": True, "eps": EPS,
    "scaling_factor": SCALING_FACTOR, "depth": 16, "height": 32, "width": 32,
    "jaxbench": {"v6e_baseline_ms": 14.7864, "v6e_optimized_ms": None, "xla_flops": 1005074186240},
}

# W_out = (W - 1)·stride - 2·padding + kernel = 2·W; the LayerNorm parameters have W_out
# entries (JAXBench sizes them by out_channels, equal to W_out = 64 at full size; the small
# size keeps W_out = out_channels).
SIZES = {
    "full": {"batch_size": 32, "in_channels": 32, "out_channels": 64,
             "depth": 16, "height": 32, "width": 32},
    "small": {"batch_size": 2, "in_channels": 8, "out_channels": 16,
              "depth": 4, "height": 8, "width": 8},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "depth": jc.vary(),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.SIGNED, jc.HEAVY_TAILED]

NOTES = [
    "conv_weight ~ N(0, 1/(Cin·(k/stride)^3)) (JAXBench: N(0, 1); the fan-in of a stride-2 "
    "transposed conv is Cin·(k/s)^3 on average), conv_bias ~ N(0, 0.1^2), "
    "ln_weight ~ 1 + N(0, 0.1^2), ln_bias ~ N(0, 0.1^2) instead of zeros / ones.",
    "The transposed conv uses lhs_dilation (zeros inserted between input elements), flipped "
    "kernel and padding k−1−p = 2: the same function as JAXBench's explicit zero insertion.",
    "LayerNorm runs over the last axis (W_out) as in JAXBench, with parameters of size W_out "
    "(= out_channels = 64 at full size; the small size keeps W_out = out_channels = 16).",
    "flops count only multiply-adds with real input values (the taps that land inside the "
    "cropped output); JAXBench's xla_flops counts the zero-inserted convolution (about 7x more).",
    "x ~ U[0, 1) in mode 0 as in JAXBench.",
]


def _out(n):
    return (n - 1) * STRIDE - 2 * PADDING + KERNEL_SIZE


def _taps(n_in):
    """(input index, kernel tap) pairs along one axis that land inside the output."""
    n_out = _out(n_in)
    return sum(1 for i in range(n_in) for t in range(KERNEL_SIZE)
               if 0 <= i * STRIDE - PADDING + t < n_out)


def make_inputs(key, mode, size):
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    kx, kw, kb, kg, klb = jax.random.split(key, 5)
    x = jc.activation(kx, (n, ci, s["depth"], s["height"], s["width"]), mode, base="uniform")
    conv_weight = jc.fan_in_weight(kw, (ci, co) + (KERNEL_SIZE,) * 3,
                                   ci * (KERNEL_SIZE // STRIDE) ** 3)
    conv_bias = jc.bias_vector(kb, (co,))
    w_out = _out(s["width"])
    ln_weight = jc.norm_scale(kg, (w_out,))
    ln_bias = jc.bias_vector(klb, (w_out,))
    return x, conv_weight, conv_bias, ln_weight, ln_bias


def conv_transpose3d(x, conv_weight):
    """PyTorch ConvTranspose3d (no bias): (N, Cin, D, H, W) × (Cin, Cout, k, k, k)."""
    rhs = jnp.flip(conv_weight, axis=(2, 3, 4)).transpose(1, 0, 2, 3, 4)
    pad = KERNEL_SIZE - 1 - PADDING
    return jax.lax.conv_general_dilated(
        x, rhs, window_strides=(1, 1, 1), padding=[(pad, pad)] * 3,
        lhs_dilation=(STRIDE,) * 3, dimension_numbers=("NCDHW", "OIDHW", "NCDHW"))


def workload(x, conv_weight, conv_bias, ln_weight, ln_bias):
    y = conv_transpose3d(x, conv_weight) + jc.channel(conv_bias, 5)
    y = jc.standardize(y, -1, EPS) * ln_weight + ln_bias
    y = jax.nn.gelu(y, approximate=True)
    return y * SCALING_FACTOR


def flops(size):
    """2 FLOPs per multiply-add of a real input value with a kernel tap, plus per output
    element: bias (1), LayerNorm (mean 1, variance 3, normalise 2, affine 2 = 8),
    GELU (9), scaling (1) = 19."""
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    taps = _taps(s["depth"]) * _taps(s["height"]) * _taps(s["width"])
    out = n * co * _out(s["depth"]) * _out(s["height"]) * _out(s["width"])
    return 2 * n * ci * co * taps + 19 * out


def bytes_accessed(size):
    """Every input read once and the output written once, in the suite dtype."""
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    w_out = _out(s["width"])
    return jc.suite_bytes((n, ci, s["depth"], s["height"], s["width"]),
                          (ci, co) + (KERNEL_SIZE,) * 3, (co,), (w_out,), (w_out,),
                          (n, co, _out(s["depth"]), _out(s["height"]), w_out))
