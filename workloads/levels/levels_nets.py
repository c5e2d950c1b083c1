"""Network builders for the level 3 ops that are one architecture written more than once
with other constants: VGG-16 and VGG-19 (the same stages, other conv counts), and the three
MLPs (l3_001, l3_002, l3_003: the same layers, other widths and depths).

Each workload.py keeps its own CONFIG, SIZES and SHAPE_FAMILY and calls these with its
size's dictionary (looked up at call time: the held-out exporter adds sizes to the module's
SIZES) and its architecture constant. The layer helpers are those the level 3 nets draw their
parameters with. Like levels_common, nothing here binds the suite dtype as a default: the
bench's f32 re-export (bench/levels_published_dtype.py) patches only those two modules.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc


# ---- layers ----

def linear_params(key, fan_in, fan_out):
    """A Linear layer's (weight (in, out) ~ N(0, 1/fan_in), bias ~ N(0, 0.1^2))."""
    kw, kb = jax.random.split(key)
    return lc.fan_in_weight(kw, (fan_in, fan_out), fan_in), jc.bias_vector(kb, (fan_out,))


def conv_bias_params(key, c_out, c_in, kernel):
    """A square conv's (weight ~ N(0, 1/fan_in), bias ~ N(0, 0.1^2))."""
    kw, kb = jax.random.split(key)
    return lc.conv_weight(kw, c_out, c_in, (kernel, kernel)), jc.bias_vector(kb, (c_out,))


def conv_f32(x, w, b=None, stride=1, padding=0, groups=1):
    """A conv with f32 accumulation (and its bias), in f32."""
    y = lc.conv(x, w, stride, padding, groups=groups, out_dtype=jnp.float32)
    return y if b is None else y + lc.f32(jc.channel(b, 4))


# ---- VGG: stages of 3x3 convs (padding 1, bias, ReLU), each stage then max-pool 2/2 ----

VGG_IMAGE = 224  # the classifier's input size (width5 x 7 x 7) depends on it

# Held-out shapes (workloads/README.md, "Shape families"): the batch only: the 224 x 224 image is
# the network's (its classifier reads width5 x 7 x 7), and the layer widths are its architecture.
VGG_SHAPE_FAMILY = {"batch_size": jc.vary()}

VGG_NOTES = [
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


def vgg_conv_widths(s, stage_convs):
    """(C_in, C_out) of every conv, in order; stage i's convs are s["width<i+1>"] wide."""
    widths, c_in = [], 3
    for stage, count in enumerate(stage_convs):
        c_out = s[f"width{stage + 1}"]
        for _ in range(count):
            widths.append((c_in, c_out))
            c_in = c_out
    return widths


def vgg_classifier_widths(s, stage_convs):
    """(fan_in, fan_out) of the three Linear layers after the flatten."""
    flat = s["width5"] * (VGG_IMAGE // 2 ** len(stage_convs)) ** 2
    return [(flat, s["fc_hidden"]), (s["fc_hidden"], s["fc_hidden"]),
            (s["fc_hidden"], s["num_classes"])]


def vgg_inputs(key, mode, s, stage_convs):
    """x (N, 3, 224, 224), then each conv's (weight, bias), then each Linear's."""
    convs, fcs = vgg_conv_widths(s, stage_convs), vgg_classifier_widths(s, stage_convs)
    keys = jax.random.split(key, 1 + len(convs) + len(fcs))
    x = lc.activation(keys[0], (s["batch_size"], 3, VGG_IMAGE, VGG_IMAGE), mode, base="uniform")
    params = []
    for k, (c_in, c_out) in zip(keys[1:], convs):
        params += conv_bias_params(k, c_out, c_in, 3)
    for k, (fan_in, fan_out) in zip(keys[1 + len(convs):], fcs):
        params += linear_params(k, fan_in, fan_out)
    return (x,) + tuple(params)


def vgg(x, params, stage_convs):
    """The logits of x through the stages and the classifier (ReLU after all but the last)."""
    h, i = x, 0
    for count in stage_convs:
        for _ in range(count):
            h = jax.nn.relu(conv_f32(h, params[i], params[i + 1], padding=1)).astype(x.dtype)
            i += 2
        h = lc.max_pool(h, 2)
    h = h.reshape(x.shape[0], -1)
    for j in range(3):
        w, b = params[i + 2 * j], params[i + 2 * j + 1]
        y = jnp.matmul(h, w, preferred_element_type=jnp.float32) + lc.f32(b)
        h = (jax.nn.relu(y) if j < 2 else y).astype(x.dtype)
    return h


def vgg_flops(s, stage_convs):
    """2 per multiply-add of the convolutions and the Linear layers."""
    b, total, side = s["batch_size"], 0, VGG_IMAGE
    widths = vgg_conv_widths(s, stage_convs)
    for stage, count in enumerate(stage_convs):
        start = sum(stage_convs[:stage])
        for c_in, c_out in widths[start:start + count]:
            total += lc.conv_flops(b, c_in, c_out, (side, side), (3, 3))
        side //= 2
    classifier = vgg_classifier_widths(s, stage_convs)
    return total + sum(2 * b * fan_in * fan_out for fan_in, fan_out in classifier)


def vgg_bytes(s, stage_convs):
    """x and the weights read once, the logits written once (bf16)."""
    b = s["batch_size"]
    weights = sum(9 * c_in * c_out + c_out for c_in, c_out in vgg_conv_widths(s, stage_convs))
    weights += sum(fan_in * fan_out + fan_out
                   for fan_in, fan_out in vgg_classifier_widths(s, stage_convs))
    return jc.suite_bytes((b, 3, VGG_IMAGE, VGG_IMAGE), (b, s["num_classes"]), (weights,))


# ---- MLP: Linear(in, hidden) + ReLU, `middle` x (Linear(hidden, hidden) + ReLU),
# Linear(hidden, out) ----

# Held-out shapes (workloads/README.md, "Shape families"): batch on sublanes (multiples of 8),
# features on lanes (multiples of 128). The number of layers is fixed.
MLP_SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "input_size": jc.vary(128),
    "hidden_size": jc.vary(128),
    "output_size": jc.vary(128),
}


def mlp_notes(middle):
    return [
        "Linear weights ~ N(0, 1/fan_in) stored (in, out), biases ~ N(0, 0.1^2); x ~ U[0, 1) in "
        "mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x.",
        f"The {middle} middle layers' weights are passed stacked, ({middle}, hidden, hidden) and "
        f"({middle}, hidden): the same network.",
        "Each layer multiplies bf16 operands with f32 accumulation; activations are cast to the "
        "input dtype between layers (as a bf16 network runs), the last layer's output once.",
    ]


def _dense(h, w, b, relu):
    """h @ w + b (f32 accumulation), optionally ReLU, cast back to h's dtype."""
    y = jnp.matmul(h, w, preferred_element_type=jnp.float32) + lc.f32(b)
    return (jnp.maximum(y, 0.0) if relu else y).astype(h.dtype)


def mlp_inputs(key, mode, s, middle):
    """x, the first layer's (w, b), the middle layers' stacked, the last layer's."""
    kx, k_in, k_mid, k_out = jax.random.split(key, 4)
    x = lc.activation(kx, (s["batch_size"], s["input_size"]), mode, base="uniform")
    w_in, b_in = linear_params(k_in, s["input_size"], s["hidden_size"])
    mids = [linear_params(k, s["hidden_size"], s["hidden_size"])
            for k in jax.random.split(k_mid, middle)]
    w_mid = jnp.stack([w for w, _ in mids])
    b_mid = jnp.stack([b for _, b in mids])
    w_out, b_out = linear_params(k_out, s["hidden_size"], s["output_size"])
    return x, w_in, b_in, w_mid, b_mid, w_out, b_out


def mlp(x, w_in, b_in, w_mid, b_mid, w_out, b_out):
    h = _dense(x, w_in, b_in, relu=True)
    for i in range(w_mid.shape[0]):  # the middle layers, stacked (layers, hidden, hidden)
        h = _dense(h, w_mid[i], b_mid[i], relu=True)
    return _dense(h, w_out, b_out, relu=False)


def mlp_flops(s, middle):
    """2 per multiply-add of every layer, plus the bias and ReLU of each of the middle + 1
    hidden outputs and the output layer's bias."""
    b, i, h, o = s["batch_size"], s["input_size"], s["hidden_size"], s["output_size"]
    return 2 * b * (i * h + middle * h * h + h * o) + b * (2 * (middle + 1) * h + o)


def mlp_bytes(s, middle):
    """x and every layer's weights read once, the output written once (bf16)."""
    b, i, h, o = s["batch_size"], s["input_size"], s["hidden_size"], s["output_size"]
    return jc.suite_bytes((b, i), (i, h), (h,), (middle, h, h), (middle, h), (h, o), (o,), (b, o))
