"""l3_021_EfficientNetMBConv (KernelBench level 3 #21).

An EfficientNet MBConv block: 1x1 expansion conv to 6 x in_channels + BatchNorm
+ ReLU6, depthwise 5x5 conv (stride 2, padding 2) + BatchNorm + ReLU6, 1x1
projection conv + BatchNorm; no conv biases, BatchNorm in training mode; stride
2, so no residual.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

EPS = 1e-5
EXPAND_RATIO = 6
KERNEL_SIZE = 5
STRIDE = 2

CONFIG = lc.config(
    "l3_021_EfficientNetMBConv", 3, 21, "EfficientNetMBConv",
    "An EfficientNet MBConv block (stride 2, no residual): 1x1 expand (x6) + BN + ReLU6, depthwise"
    " 5x5 stride 2 + BN + ReLU6, 1x1 project + BN; convs without bias.",
    2.5557,
    batch_size=10, in_channels=112, out_channels=192, height=224, width=224, kernel_size=5,
    stride=2, expand_ratio=6)

SIZES = {
    "full": {
        "batch_size": 10, "in_channels": 112, "out_channels": 192, "height": 224, "width": 224
    },
    "small": {"batch_size": 2, "in_channels": 16, "out_channels": 32, "height": 32, "width": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch, channels (multiples of 8) and the
# image size; kernel, stride and expansion fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(lo=3),
    "width": jc.vary(lo=3),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x "
    "only. Conv weights ~ N(0, 1/fan_in), conv biases (where the layer has one) ~ N(0, 0.1^2).",
    "BatchNorm in training mode (batch statistics, eps 1e-5), as KernelBench's model runs; weight "
    "~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of ones and zeros.",
    "Convolutions multiply bf16 operands with f32 accumulation; activations are cast to the input "
    "dtype between layers, BatchNorm statistics are f32.",
]


def _bn_params(key, c):
    kg, kb = jax.random.split(key)
    return jc.norm_scale(kg, (c,)), jc.bias_vector(kb, (c,))


def _out_hw(s):
    padding = KERNEL_SIZE // 2
    return tuple(lc.conv_out(s[n], KERNEL_SIZE, STRIDE, padding) for n in ("height", "width"))


def _bn_act(y, gamma, beta, relu6=True):
    y = lc.batch_norm_train(y, gamma, beta, EPS)
    return jnp.clip(y, 0.0, 6.0) if relu6 else y


def make_inputs(key, mode, size):
    s = SIZES[size]
    keys = jax.random.split(key, 7)
    ci, co = s["in_channels"], s["out_channels"]
    hidden = ci * EXPAND_RATIO
    x = lc.activation(keys[0], (s["batch_size"], ci, s["height"], s["width"]), mode,
                      base="uniform")
    w_expand = lc.conv_weight(keys[1], hidden, ci, (1, 1))
    w_depthwise = lc.conv_weight(keys[2], hidden, 1, (KERNEL_SIZE, KERNEL_SIZE))
    w_project = lc.conv_weight(keys[3], co, hidden, (1, 1))
    return ((x, w_expand) + _bn_params(keys[4], hidden) + (w_depthwise,)
            + _bn_params(keys[5], hidden) + (w_project,) + _bn_params(keys[6], co))


def workload(x, w_expand, g1, b1, w_depthwise, g2, b2, w_project, g3, b3):
    h = _bn_act(lc.conv(x, w_expand, out_dtype=jnp.float32), g1, b1).astype(x.dtype)
    h = lc.conv(h, w_depthwise, STRIDE, KERNEL_SIZE // 2, groups=h.shape[1], out_dtype=jnp.float32)
    h = _bn_act(h, g2, b2).astype(x.dtype)
    y = lc.conv(h, w_project, out_dtype=jnp.float32)
    return _bn_act(y, g3, b3, relu6=False).astype(x.dtype)


def flops(size):
    """2 per multiply-add of the convolutions, ~8 per element of each norm and activation."""
    s = SIZES[size]
    b, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    hidden, hw, out = ci * EXPAND_RATIO, (s["height"], s["width"]), _out_hw(s)
    convs = (lc.conv_flops(b, ci, hidden, hw, (1, 1))
             + lc.conv_flops(b, hidden, hidden, out, (KERNEL_SIZE, KERNEL_SIZE), groups=hidden)
             + lc.conv_flops(b, hidden, co, out, (1, 1)))
    return convs + 8 * b * (hidden * hw[0] * hw[1] + (hidden + co) * out[0] * out[1])


def bytes_accessed(size):
    """x and the weights read once, the output written once (bf16)."""
    s = SIZES[size]
    b, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    hidden = ci * EXPAND_RATIO
    weights = jc.suite_bytes((hidden, ci), (hidden, KERNEL_SIZE ** 2), (co, hidden),
                             (4 * hidden + 2 * co,))
    return jc.suite_bytes((b, ci, s["height"], s["width"]), (b, co) + _out_hw(s)) + weights
