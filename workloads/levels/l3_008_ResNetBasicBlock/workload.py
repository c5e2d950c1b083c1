"""l3_008_ResNetBasicBlock (KernelBench level 3 #8).

A ResNet basic block (stride 1) with a projection shortcut: out =
relu(BN2(conv2(relu(BN1(conv1(x))))) + BNd(convd(x))), conv1 and conv2 3x3
(padding 1), convd 1x1, no conv biases, BatchNorm in training mode (batch
statistics).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

EPS = 1e-5

CONFIG = lc.config(
    "l3_008_ResNetBasicBlock", 3, 8, "ResNetBasicBlock",
    "A ResNet basic block: relu(BN(conv3x3(relu(BN(conv3x3(x))))) + BN(conv1x1(x))), convs without"
    " bias, stride 1, BatchNorm in training mode.",
    1.6261,
    batch_size=10, in_channels=3, out_channels=64, height=224, width=224, stride=1)

SIZES = {
    "full": {
        "batch_size": 10, "in_channels": 3, "out_channels": 64, "height": 224, "width": 224
    },
    "small": {"batch_size": 4, "in_channels": 3, "out_channels": 16, "height": 32, "width": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch, output channels (multiples of 8)
# and the image size; the 3 input channels (an image's) stay.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "out_channels": jc.vary(8),
    "height": jc.vary(),
    "width": jc.vary(),
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


def _bn(y, gamma, beta):
    return lc.batch_norm_train(y, gamma, beta, EPS)


def make_inputs(key, mode, size):
    s = SIZES[size]
    keys = jax.random.split(key, 7)
    ci, co = s["in_channels"], s["out_channels"]
    x = lc.activation(keys[0], (s["batch_size"], ci, s["height"], s["width"]), mode,
                      base="uniform")
    w1 = lc.conv_weight(keys[1], co, ci, (3, 3))
    w2 = lc.conv_weight(keys[2], co, co, (3, 3))
    wd = lc.conv_weight(keys[3], co, ci, (1, 1))
    return (x, w1) + _bn_params(keys[4], co) + (w2,) + _bn_params(keys[5], co) + (wd,) + \
        _bn_params(keys[6], co)


def workload(x, w1, g1, b1, w2, g2, b2, wd, gd, bd):
    h = jnp.maximum(_bn(nets.conv_f32(x, w1, padding=1), g1, b1), 0.0).astype(x.dtype)
    out = _bn(nets.conv_f32(h, w2, padding=1), g2, b2)
    identity = _bn(nets.conv_f32(x, wd), gd, bd)
    return jnp.maximum(out + identity, 0.0).astype(x.dtype)


def flops(size):
    """2 per multiply-add of the convolutions, ~20 per output for the norms and ReLUs."""
    s = SIZES[size]
    b, ci, co, hw = s["batch_size"], s["in_channels"], s["out_channels"], (s["height"], s["width"])
    convs = (lc.conv_flops(b, ci, co, hw, (3, 3)) + lc.conv_flops(b, co, co, hw, (3, 3))
             + lc.conv_flops(b, ci, co, hw, (1, 1)))
    return convs + 20 * b * co * hw[0] * hw[1]


def bytes_accessed(size):
    """x and the weights read once, the output written once (bf16)."""
    s = SIZES[size]
    b, ci, co, hw = s["batch_size"], s["in_channels"], s["out_channels"], (s["height"], s["width"])
    return jc.suite_bytes((b, ci) + hw, (co, ci, 3, 3), (co, co, 3, 3), (co, ci, 1, 1), (6 * co,),
                          (b, co) + hw)
