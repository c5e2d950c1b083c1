"""l3_006_GoogleNetInceptionModule (KernelBench level 3 #6).

An Inception module (GoogLeNet): torch.cat over channels of conv1x1(x),
conv3x3(conv1x1(x)) (padding 1), conv5x5(conv1x1(x)) (padding 2) and
conv1x1(maxpool3x3(x)) (stride 1, padding 1); every conv has a bias and no
activation.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

CONFIG = lc.config(
    "l3_006_GoogleNetInceptionModule", 3, 6, "GoogleNetInceptionModule",
    "An Inception module: the channel concatenation of a 1x1 conv, 1x1 -> 3x3 convs, 1x1 -> 5x5 "
    "convs and maxpool 3x3 (stride 1, padding 1) -> 1x1 conv, all with biases.",
    16.0459,
    batch_size=10, in_channels=480, height=224, width=224, out_1x1=192, reduce_3x3=96,
    out_3x3=208, reduce_5x5=16, out_5x5=48, pool_proj=64)

SIZES = {
    "full": {
        "batch_size": 10, "in_channels": 480, "height": 224, "width": 224, "out_1x1": 192,
        "reduce_3x3": 96, "out_3x3": 208, "reduce_5x5": 16, "out_5x5": 48, "pool_proj": 64
    },
    "small": {
        "batch_size": 2, "in_channels": 32, "height": 16, "width": 16, "out_1x1": 16,
        "reduce_3x3": 16, "out_3x3": 24, "reduce_5x5": 8, "out_5x5": 8, "pool_proj": 8
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch, input channels (multiples of 8)
# and the image size; the branches' widths are the module's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "height": jc.vary(),
    "width": jc.vary(),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x "
    "only. Conv weights ~ N(0, 1/fan_in), conv biases (where the layer has one) ~ N(0, 0.1^2).",
    "Convolutions multiply bf16 operands with f32 accumulation; activations are cast to the input "
    "dtype between layers, BatchNorm statistics are f32.",
    "The 1x1 reductions are cast to the input dtype before the 3x3 and 5x5 convs; the four "
    "branches are concatenated in f32 and cast once.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    keys = jax.random.split(key, 7)
    x = lc.activation(keys[0], (s["batch_size"], s["in_channels"], s["height"], s["width"]), mode,
                      base="uniform")
    c = s["in_channels"]
    return ((x,) + nets.conv_bias_params(keys[1], s["out_1x1"], c, 1)
            + nets.conv_bias_params(keys[2], s["reduce_3x3"], c, 1)
            + nets.conv_bias_params(keys[3], s["out_3x3"], s["reduce_3x3"], 3)
            + nets.conv_bias_params(keys[4], s["reduce_5x5"], c, 1)
            + nets.conv_bias_params(keys[5], s["out_5x5"], s["reduce_5x5"], 5)
            + nets.conv_bias_params(keys[6], s["pool_proj"], c, 1))


def workload(x, w1, b1, w3r, b3r, w3, b3, w5r, b5r, w5, b5, wp, bp):
    branch1 = nets.conv_f32(x, w1, b1)
    branch3 = nets.conv_f32(nets.conv_f32(x, w3r, b3r).astype(x.dtype), w3, b3, padding=1)
    branch5 = nets.conv_f32(nets.conv_f32(x, w5r, b5r).astype(x.dtype), w5, b5, padding=2)
    branch_pool = nets.conv_f32(lc.max_pool(x, 3, 1, 1), wp, bp)
    return jnp.concatenate([branch1, branch3, branch5, branch_pool], axis=1).astype(x.dtype)


def flops(size):
    """2 per multiply-add of the six convolutions (all keep H x W), 9 per max-pool input."""
    s = SIZES[size]
    b, c, hw = s["batch_size"], s["in_channels"], (s["height"], s["width"])
    convs = (lc.conv_flops(b, c, s["out_1x1"], hw, (1, 1))
             + lc.conv_flops(b, c, s["reduce_3x3"], hw, (1, 1))
             + lc.conv_flops(b, s["reduce_3x3"], s["out_3x3"], hw, (3, 3))
             + lc.conv_flops(b, c, s["reduce_5x5"], hw, (1, 1))
             + lc.conv_flops(b, s["reduce_5x5"], s["out_5x5"], hw, (5, 5))
             + lc.conv_flops(b, c, s["pool_proj"], hw, (1, 1)))
    return convs + 9 * b * c * hw[0] * hw[1]


def bytes_accessed(size):
    """x and the weights read once, the concatenated output written once (bf16)."""
    s = SIZES[size]
    b, c, hw = s["batch_size"], s["in_channels"], (s["height"], s["width"])
    out = s["out_1x1"] + s["out_3x3"] + s["out_5x5"] + s["pool_proj"]
    weights = (c * (s["out_1x1"] + s["reduce_3x3"] + s["reduce_5x5"] + s["pool_proj"])
               + 9 * s["reduce_3x3"] * s["out_3x3"] + 25 * s["reduce_5x5"] * s["out_5x5"])
    return jc.suite_bytes((b, c) + hw, (b, out) + hw, (weights,))
