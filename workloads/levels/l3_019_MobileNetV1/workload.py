"""l3_019_MobileNetV1 (KernelBench level 3 #19).

MobileNet v1 (alpha 1.0) on (N, 3, 224, 224) images: a 3x3 stride-2 conv to 32
channels + BatchNorm + ReLU, then 13 depthwise-separable layers (depthwise 3x3,
padding 1, stride 1 or 2, + BN + ReLU; pointwise 1x1 + BN + ReLU) up to 1024
channels at 7 x 7, AvgPool2d(7), Linear(1024, 1000). Convs without bias;
BatchNorm in training mode.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

IMAGE = 224
EPS = 1e-5
# (multiple of base_width, stride) of the 13 depthwise-separable layers.
LAYERS = ((2, 1), (4, 2), (4, 1), (8, 2), (8, 1), (16, 2), (16, 1), (16, 1), (16, 1), (16, 1),
          (16, 1), (32, 2), (32, 1))

CONFIG = lc.config(
    "l3_019_MobileNetV1", 3, 19, "MobileNetV1",
    "MobileNet v1 (alpha 1) on (N, 3, 224, 224) images: conv 3x3/2 + BN + ReLU, 13 "
    "depthwise-separable layers (depthwise 3x3 + BN + ReLU, pointwise 1x1 + BN + ReLU), "
    "AvgPool2d(7), Linear 1000.",
    1.1079,
    batch_size=10, base_width=32, num_classes=1000, input_channels=3, height=224, width=224,
    alpha=1.0)

SIZES = {
    "full": {"batch_size": 10, "base_width": 32, "num_classes": 1000},
    "small": {"batch_size": 2, "base_width": 8, "num_classes": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): the batch only: the 224 x 224 image is
# the network's (AvgPool2d(7) needs the 7 x 7 maps), and the layer widths are its architecture.
SHAPE_FAMILY = {"batch_size": jc.vary()}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x "
    "only. Conv weights ~ N(0, 1/fan_in), conv biases (where the layer has one) ~ N(0, 0.1^2).",
    "BatchNorm in training mode (batch statistics, eps 1e-5), as KernelBench's model runs; weight "
    "~ 1 + N(0, 0.1^2), bias ~ N(0, 0.1^2) instead of ones and zeros.",
    "Linear weight ~ N(0, 1/fan_in) stored (in, out), bias ~ N(0, 0.1^2).",
    "Activations stay f32 through the 27 conv layers (the bf16 weights are exact in f32): with a "
    "bf16 cast after every layer the logits were 0.055 of truth's spread off, the roundings "
    "compounding through the BatchNorms.",
    "The small size keeps the 224 x 224 image (the classifier's input size depends on it) and "
    "narrows every layer. base_width 8 is alpha 0.25 (KernelBench's alpha is 1.0: base_width 32); "
    "128 classes.",
    "Parameters are passed after x in layer order: the first conv's weight and BN (gamma, beta), "
    "each layer's depthwise weight, BN, pointwise weight, BN, then the Linear's weight and bias.",
]


def _bn_params(key, c):
    kg, kb = jax.random.split(key)
    return jc.norm_scale(kg, (c,)), jc.bias_vector(kb, (c,))


def _widths(s):
    """(C_in, C_out, stride) of the 13 depthwise-separable layers."""
    out, c_in = [], s["base_width"]
    for multiple, stride in LAYERS:
        out.append((c_in, multiple * s["base_width"], stride))
        c_in = multiple * s["base_width"]
    return out


def _bn_relu(y, gamma, beta):
    return jax.nn.relu(lc.batch_norm_train(y, gamma, beta, EPS))


def _conv(h, w, stride=1, padding=0, groups=1):
    """An f32 conv of the f32 activations with the weight (exact in f32)."""
    return lc.conv(h, lc.f32(w), stride, padding, groups=groups)


def make_inputs(key, mode, size):
    s = SIZES[size]
    keys = jax.random.split(key, 4 + 4 * len(LAYERS))
    x = lc.activation(keys[0], (s["batch_size"], 3, IMAGE, IMAGE), mode, base="uniform")
    params = [lc.conv_weight(keys[1], s["base_width"], 3,
                             (3, 3)), *_bn_params(keys[2], s["base_width"])]
    for i, (c_in, c_out, _) in enumerate(_widths(s)):
        k = keys[3 + 4 * i:7 + 4 * i]
        params += [lc.conv_weight(k[0], c_in, 1, (3, 3)), *_bn_params(k[1], c_in)]
        params += [lc.conv_weight(k[2], c_out, c_in, (1, 1)), *_bn_params(k[3], c_out)]
    c_last = LAYERS[-1][0] * s["base_width"]
    params += [lc.fan_in_weight(keys[-1], (c_last, s["num_classes"]), c_last),
               jc.bias_vector(jax.random.fold_in(keys[-1], 1), (s["num_classes"],))]
    return (x,) + tuple(params)


def workload(x, *params):
    h = _bn_relu(_conv(lc.f32(x), params[0], 2, 1), params[1], params[2])
    i = 3
    for _, stride in LAYERS:
        dw, g1, b1, pw, g2, b2 = params[i:i + 6]
        h = _bn_relu(_conv(h, dw, stride, 1, groups=h.shape[1]), g1, b1)
        h = _bn_relu(_conv(h, pw), g2, b2)
        i += 6
    pooled = lc.avg_pool(h, 7).reshape(x.shape[0], -1)
    return (jnp.matmul(pooled, lc.f32(params[i])) + lc.f32(params[i + 1])).astype(x.dtype)


def flops(size):
    """2 per multiply-add of the convolutions and the Linear, ~8 per norm + ReLU element."""
    s = SIZES[size]
    b, side = s["batch_size"], IMAGE // 2
    total = lc.conv_flops(b, 3, s["base_width"], (side, side),
                          (3, 3)) + 8 * b * s["base_width"] * side ** 2
    for c_in, c_out, stride in _widths(s):
        side = lc.conv_out(side, 3, stride, 1)
        total += lc.conv_flops(b, c_in, c_in, (side, side), (3, 3), groups=c_in)
        total += lc.conv_flops(b, c_in, c_out, (side, side),
                               (1, 1)) + 8 * b * (c_in + c_out) * side ** 2
    return total + 2 * b * LAYERS[-1][0] * s["base_width"] * s["num_classes"]


def bytes_accessed(size):
    """x and the weights read once, the logits written once (bf16)."""
    s = SIZES[size]
    b, c0 = s["batch_size"], s["base_width"]
    weights = 27 * c0 + 2 * c0 + sum(9 * c_in + 2 * c_in + c_in * c_out + 2 * c_out
                                     for c_in, c_out, _ in _widths(s))
    weights += (LAYERS[-1][0] * c0 + 1) * s["num_classes"]
    return jc.suite_bytes((b, 3, IMAGE, IMAGE), (b, s["num_classes"]), (weights,))
