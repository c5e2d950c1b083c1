"""l3_017_SqueezeNetFireModule (KernelBench level 3 #17).

A SqueezeNet fire module: squeeze s = relu(conv1x1(x) + b); output = channel
concatenation of relu(conv1x1(s) + b1) and relu(conv3x3(s, padding 1) + b3).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

CONFIG = lc.config(
    "l3_017_SqueezeNetFireModule", 3, 17, "SqueezeNetFireModule",
    "A SqueezeNet fire module: s = relu(conv1x1(x)); concat(relu(conv1x1(s)), relu(conv3x3(s, "
    "padding 1))) over channels; every conv with a bias.",
    22.0614,
    batch_size=128, in_channels=3, squeeze_channels=6, expand1x1_channels=64,
    expand3x3_channels=64, height=256, width=256)

SIZES = {
    "full": {
        "batch_size": 128, "in_channels": 3, "squeeze_channels": 6, "expand1x1_channels": 64,
        "expand3x3_channels": 64, "height": 256, "width": 256
    },
    "small": {
        "batch_size": 4, "in_channels": 3, "squeeze_channels": 6, "expand1x1_channels": 16,
        "expand3x3_channels": 16, "height": 32, "width": 32
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch, the expand widths (multiples of
# 8) and the image size; the 3 input and 6 squeeze channels are the module's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "expand1x1_channels": jc.vary(8),
    "expand3x3_channels": jc.vary(8),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x "
    "only. Conv weights ~ N(0, 1/fan_in), conv biases (where the layer has one) ~ N(0, 0.1^2).",
    "Convolutions multiply bf16 operands with f32 accumulation; activations are cast to the input "
    "dtype between layers, BatchNorm statistics are f32.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, ks, k1, k3 = jax.random.split(key, 4)
    x = lc.activation(kx, (s["batch_size"], s["in_channels"], s["height"], s["width"]), mode,
                      base="uniform")
    sq = s["squeeze_channels"]
    return ((x,) + nets.conv_bias_params(ks, sq, s["in_channels"], 1)
            + nets.conv_bias_params(k1, s["expand1x1_channels"], sq, 1)
            + nets.conv_bias_params(k3, s["expand3x3_channels"], sq, 3))


def workload(x, ws, bs, w1, b1, w3, b3):
    squeezed = jnp.maximum(nets.conv_f32(x, ws, bs), 0.0).astype(x.dtype)
    expand1 = jnp.maximum(nets.conv_f32(squeezed, w1, b1), 0.0)
    expand3 = jnp.maximum(nets.conv_f32(squeezed, w3, b3, padding=1), 0.0)
    return jnp.concatenate([expand1, expand3], axis=1).astype(x.dtype)


def flops(size):
    """2 per multiply-add of the three convolutions, plus bias and ReLU per output."""
    s = SIZES[size]
    b, hw, sq = s["batch_size"], (s["height"], s["width"]), s["squeeze_channels"]
    e1, e3 = s["expand1x1_channels"], s["expand3x3_channels"]
    convs = (lc.conv_flops(b, s["in_channels"], sq, hw, (1, 1))
             + lc.conv_flops(b, sq, e1, hw, (1, 1)) + lc.conv_flops(b, sq, e3, hw, (3, 3)))
    return convs + 2 * b * (sq + e1 + e3) * hw[0] * hw[1]


def bytes_accessed(size):
    """x and the weights read once, the output written once (bf16)."""
    s = SIZES[size]
    b, hw, sq = s["batch_size"], (s["height"], s["width"]), s["squeeze_channels"]
    e1, e3 = s["expand1x1_channels"], s["expand3x3_channels"]
    weights = sq * s["in_channels"] + sq + e1 * sq + e1 + 9 * e3 * sq + e3
    return jc.suite_bytes((b, s["in_channels"]) + hw, (b, e1 + e3) + hw, (weights,))
