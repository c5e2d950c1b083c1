"""l3_012_VGG19 (KernelBench level 3 #12).

VGG-19 (19 weight layers) on (N, 3, 224, 224) images: 5 stages of 2/2/4/4/4 3x3
convs (padding 1, bias, ReLU) of widths 64, 128, 256, 512, 512, each stage
followed by max-pool 2/2; flatten (512 * 7 * 7); Linear 4096 + ReLU, Linear
4096 + ReLU, Linear 1000. Dropout(0.0) is the identity.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

IMAGE = 224
STAGE_CONVS = (2, 2, 4, 4, 4)  # 3x3 convs per stage

CONFIG = lc.config(
    "l3_012_VGG19", 3, 12, "VGG19",
    "VGG-19 on (N, 3, 224, 224) images: 16 3x3 convs with ReLU in 5 stages (2-2-4-4-4), max-pool "
    "2/2 after each, flatten, Linear 4096 + ReLU, Linear 4096 + ReLU, Linear 1000.",
    1.6983,
    batch_size=10, width1=64, width2=128, width3=256, width4=512, width5=512, fc_hidden=4096,
    num_classes=1000, height=224, width=224)

SIZES = {
    "full": {
        "batch_size": 10, "width1": 64, "width2": 128, "width3": 256, "width4": 512,
        "width5": 512, "fc_hidden": 4096, "num_classes": 1000
    },
    "small": {
        "batch_size": 2, "width1": 4, "width2": 8, "width3": 16, "width4": 32, "width5": 32,
        "fc_hidden": 256, "num_classes": 128
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): the batch only: the 224 x 224 image is
# the network's (its classifier reads width5 x 7 x 7), and the layer widths are its architecture.
SHAPE_FAMILY = {"batch_size": jc.vary()}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x "
    "only. Conv weights ~ N(0, 1/fan_in), conv biases (where the layer has one) ~ N(0, 0.1^2).",
    "Linear weights ~ N(0, 1/fan_in) stored (in, out), biases ~ N(0, 0.1^2).",
    "Convolutions multiply bf16 operands with f32 accumulation; activations are cast to the input "
    "dtype between layers, BatchNorm statistics are f32.",
    "The small size keeps the 224 x 224 image (the classifier's input size depends on it) and "
    "narrows every layer. (a sixteenth of the conv widths, 256 hidden units, 128 classes).",
    "Parameters are passed in layer order after x: each conv's (weight, bias), then each Linear's "
    "(weight (in, out), bias).",
]


def _conv_bias(key, c_out, c_in, kernel):
    kw, kb = jax.random.split(key)
    return lc.conv_weight(kw, c_out, c_in, (kernel, kernel)), jc.bias_vector(kb, (c_out,))


def _conv(x, w, b=None, stride=1, padding=0, groups=1):
    """A conv with f32 accumulation (and its bias), in f32."""
    y = lc.conv(x, w, stride, padding, groups=groups, out_dtype=jnp.float32)
    return y if b is None else y + lc.f32(jc.channel(b, 4))


def _linear(key, fan_in, fan_out):
    kw, kb = jax.random.split(key)
    return lc.fan_in_weight(kw, (fan_in, fan_out), fan_in), jc.bias_vector(kb, (fan_out,))


def _conv_widths(s):
    """(C_in, C_out) of every conv, in order."""
    widths, c_in = [], 3
    for stage, count in enumerate(STAGE_CONVS):
        c_out = s[f"width{stage + 1}"]
        for _ in range(count):
            widths.append((c_in, c_out))
            c_in = c_out
    return widths


def _classifier_widths(s):
    flat = s["width5"] * (IMAGE // 2 ** len(STAGE_CONVS)) ** 2
    return [(flat, s["fc_hidden"]), (s["fc_hidden"], s["fc_hidden"]),
            (s["fc_hidden"], s["num_classes"])]


def make_inputs(key, mode, size):
    s = SIZES[size]
    convs, fcs = _conv_widths(s), _classifier_widths(s)
    keys = jax.random.split(key, 1 + len(convs) + len(fcs))
    x = lc.activation(keys[0], (s["batch_size"], 3, IMAGE, IMAGE), mode, base="uniform")
    params = []
    for k, (c_in, c_out) in zip(keys[1:], convs):
        params += _conv_bias(k, c_out, c_in, 3)
    for k, (fan_in, fan_out) in zip(keys[1 + len(convs):], fcs):
        params += _linear(k, fan_in, fan_out)
    return (x,) + tuple(params)


def workload(x, *params):
    h, i = x, 0
    for count in STAGE_CONVS:
        for _ in range(count):
            h = jax.nn.relu(_conv(h, params[i], params[i + 1], padding=1)).astype(x.dtype)
            i += 2
        h = lc.max_pool(h, 2)
    h = h.reshape(x.shape[0], -1)
    for j in range(3):
        w, b = params[i + 2 * j], params[i + 2 * j + 1]
        y = jnp.matmul(h, w, preferred_element_type=jnp.float32) + lc.f32(b)
        h = (jax.nn.relu(y) if j < 2 else y).astype(x.dtype)
    return h


def flops(size):
    """2 per multiply-add of the convolutions and the Linear layers."""
    s = SIZES[size]
    b, total, side = s["batch_size"], 0, IMAGE
    widths = _conv_widths(s)
    for stage, count in enumerate(STAGE_CONVS):
        start = sum(STAGE_CONVS[:stage])
        for c_in, c_out in widths[start:start + count]:
            total += lc.conv_flops(b, c_in, c_out, (side, side), (3, 3))
        side //= 2
    return total + sum(2 * b * fan_in * fan_out for fan_in, fan_out in _classifier_widths(s))


def bytes_accessed(size):
    """x and the weights read once, the logits written once (bf16)."""
    s = SIZES[size]
    b = s["batch_size"]
    weights = sum(9 * c_in * c_out + c_out for c_in, c_out in _conv_widths(s))
    weights += sum(fan_in * fan_out + fan_out for fan_in, fan_out in _classifier_widths(s))
    return jc.suite_bytes((b, 3, IMAGE, IMAGE), (b, s["num_classes"]), (weights,))
