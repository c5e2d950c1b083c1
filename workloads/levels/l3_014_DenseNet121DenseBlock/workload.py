"""l3_014_DenseNet121DenseBlock (KernelBench level 3 #14).

A DenseNet-121 dense block: 6 layers; layer i maps the concatenation of x and
the i earlier layers' outputs (C_in + i * growth_rate channels) through
BatchNorm (training mode), ReLU and a 3x3 conv (padding 1, no bias) to
growth_rate new channels; the output is the concatenation of all (C_in + 6 *
growth_rate channels). Dropout(0.0) is the identity.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

NUM_LAYERS = 6
EPS = 1e-5

CONFIG = lc.config(
    "l3_014_DenseNet121DenseBlock", 3, 14, "DenseNet121DenseBlock",
    "A DenseNet dense block of 6 layers: each appends conv3x3(relu(BN(features))) (growth_rate "
    "channels, no bias) to the running channel concatenation.",
    17.7066,
    batch_size=10, num_input_features=32, growth_rate=32, height=224, width=224, num_layers=6)

SIZES = {
    "full": {
        "batch_size": 10, "num_input_features": 32, "growth_rate": 32, "height": 224,
        "width": 224
    },
    "small": {
        "batch_size": 2, "num_input_features": 16, "growth_rate": 8, "height": 32, "width": 32
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): batch, the input channels (multiples of
# 8) and the image size; the growth rate and the 6 layers are the block's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "num_input_features": jc.vary(8),
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
    "Each layer's (gamma, beta, weight) are passed in layer order after x (workload(x, "
    "*layer_params)).",
]


def _bn_params(key, c):
    kg, kb = jax.random.split(key)
    return jc.norm_scale(kg, (c,)), jc.bias_vector(kb, (c,))


def _channels(s, layer):
    """The channels layer `layer` reads: x's and the earlier layers' outputs."""
    return s["num_input_features"] + layer * s["growth_rate"]


def make_inputs(key, mode, size):
    s = SIZES[size]
    keys = jax.random.split(key, 1 + 2 * NUM_LAYERS)
    x = lc.activation(keys[0], (s["batch_size"], s["num_input_features"], s["height"], s["width"]),
                      mode, base="uniform")
    params = []
    for i in range(NUM_LAYERS):
        c = _channels(s, i)
        params += list(_bn_params(keys[1 + 2 * i], c))
        params.append(lc.conv_weight(keys[2 + 2 * i], s["growth_rate"], c, (3, 3)))
    return (x,) + tuple(params)


def workload(x, *layer_params):
    features = x
    for i in range(NUM_LAYERS):
        gamma, beta, weight = layer_params[3 * i:3 * i + 3]
        h = jnp.maximum(lc.batch_norm_train(features, gamma, beta, EPS), 0.0).astype(x.dtype)
        new = lc.conv(h, weight, 1, 1, out_dtype=jnp.float32).astype(x.dtype)
        features = jnp.concatenate([features, new], axis=1)
    return features


def flops(size):
    """Per layer: BatchNorm + ReLU (~8 per element read) and the 3x3 conv (2 per multiply-add)."""
    s = SIZES[size]
    b, g, hw = s["batch_size"], s["growth_rate"], (s["height"], s["width"])
    total = 0
    for i in range(NUM_LAYERS):
        c = _channels(s, i)
        total += 8 * b * c * hw[0] * hw[1] + lc.conv_flops(b, c, g, hw, (3, 3))
    return total


def bytes_accessed(size):
    """x and the weights read once, the concatenated output written once (bf16)."""
    s = SIZES[size]
    b, g, hw = s["batch_size"], s["growth_rate"], (s["height"], s["width"])
    weights = sum(2 * _channels(s, i) + 9 * g * _channels(s, i) for i in range(NUM_LAYERS))
    out = (b, _channels(s, NUM_LAYERS)) + hw
    return jc.suite_bytes((b, s["num_input_features"]) + hw, out, (weights,))
