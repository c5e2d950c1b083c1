"""l3_005_AlexNet (KernelBench level 3 #5).

AlexNet on (N, 3, 224, 224) images: conv 11x11/4 pad 2 (96) + ReLU + maxpool
3/2, conv 5x5 pad 2 (256) + ReLU + maxpool 3/2, conv 3x3 pad 1 (384, 384, 256)
+ ReLU each, maxpool 3/2, flatten (256 * 6 * 6), Linear 4096 + ReLU, Linear
4096 + ReLU, Linear 1000; every layer with a bias; Dropout(0.0) is the
identity.
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

IMAGE = 224
POOL_KERNEL, POOL_STRIDE = 3, 2

CONFIG = lc.config(
    "l3_005_AlexNet", 3, 5, "AlexNet",
    "AlexNet on (N, 3, 224, 224) images: 5 convs with ReLU (max-pools 3/2 after the 1st, 2nd and "
    "5th), flatten, Linear 4096 + ReLU, Linear 4096 + ReLU, Linear 1000.",
    6.6795,
    batch_size=1024, conv1=96, conv2=256, conv3=384, conv4=384, conv5=256, fc_hidden=4096,
    num_classes=1000, height=224, width=224)

SIZES = {
    "full": {
        "batch_size": 1024, "conv1": 96, "conv2": 256, "conv3": 384, "conv4": 384, "conv5": 256,
        "fc_hidden": 4096, "num_classes": 1000
    },
    "small": {
        "batch_size": 2, "conv1": 16, "conv2": 48, "conv3": 64, "conv4": 64, "conv5": 48,
        "fc_hidden": 512, "num_classes": 128
    },
}

# Held-out shapes (workloads/README.md, "Shape families"): the batch only: the 224 x 224 image is
# the network's (its first Linear reads conv5 x 6 x 6), and the layer widths are its architecture.
SHAPE_FAMILY = {"batch_size": jc.vary()}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x "
    "only. Conv weights ~ N(0, 1/fan_in), conv biases (where the layer has one) ~ N(0, 0.1^2).",
    "Linear weights ~ N(0, 1/fan_in) stored (in, out), biases ~ N(0, 0.1^2).",
    "Convolutions multiply bf16 operands with f32 accumulation; activations are cast to the input "
    "dtype between layers, BatchNorm statistics are f32.",
    "The small size keeps the 224 x 224 image (the flatten needs it) and narrows every layer (a "
    "sixth of the conv widths, 512 hidden units, 128 classes).",
]


def _dense(h, w, b):
    return jnp.matmul(h, w, preferred_element_type=jnp.float32) + lc.f32(b)


def _pool(h, dtype):
    return lc.max_pool(h, POOL_KERNEL, POOL_STRIDE).astype(dtype)


def _spatial():
    """The feature maps' sizes: after conv1 (55), pool1 (27), pool2 (13), pool3 (6)."""
    c1 = lc.conv_out(IMAGE, 11, 4, 2)
    p1 = lc.conv_out(c1, POOL_KERNEL, POOL_STRIDE)
    p2 = lc.conv_out(p1, POOL_KERNEL, POOL_STRIDE)
    return c1, p1, p2, lc.conv_out(p2, POOL_KERNEL, POOL_STRIDE)


def make_inputs(key, mode, size):
    s = SIZES[size]
    keys = jax.random.split(key, 9)
    x = lc.activation(keys[0], (s["batch_size"], 3, IMAGE, IMAGE), mode, base="uniform")
    convs = (nets.conv_bias_params(keys[1], s["conv1"], 3, 11) + nets.conv_bias_params(keys[2], s["conv2"], s["conv1"], 5)
             + nets.conv_bias_params(keys[3], s["conv3"], s["conv2"], 3)
             + nets.conv_bias_params(keys[4], s["conv4"], s["conv3"], 3)
             + nets.conv_bias_params(keys[5], s["conv5"], s["conv4"], 3))
    flat = s["conv5"] * _spatial()[3] ** 2
    fcs = (nets.linear_params(keys[6], flat, s["fc_hidden"]) + nets.linear_params(keys[7], s["fc_hidden"], s["fc_hidden"])
           + nets.linear_params(keys[8], s["fc_hidden"], s["num_classes"]))
    return (x,) + convs + fcs


def workload(x, *params):
    (w1, b1, w2, b2, w3, b3, w4, b4, w5, b5, f1, g1, f2, g2, f3, g3) = params
    h = _pool(jax.nn.relu(nets.conv_f32(x, w1, b1, stride=4, padding=2)), x.dtype)
    h = _pool(jax.nn.relu(nets.conv_f32(h, w2, b2, padding=2)), x.dtype)
    h = jax.nn.relu(nets.conv_f32(h, w3, b3, padding=1)).astype(x.dtype)
    h = jax.nn.relu(nets.conv_f32(h, w4, b4, padding=1)).astype(x.dtype)
    h = _pool(jax.nn.relu(nets.conv_f32(h, w5, b5, padding=1)), x.dtype).reshape(x.shape[0], -1)
    h = jax.nn.relu(_dense(h, f1, g1)).astype(x.dtype)
    h = jax.nn.relu(_dense(h, f2, g2)).astype(x.dtype)
    return _dense(h, f3, g3).astype(x.dtype)


def flops(size):
    """2 per multiply-add of the five convolutions and three Linear layers."""
    s = SIZES[size]
    b = s["batch_size"]
    c1, p1, p2, p3 = _spatial()
    convs = (lc.conv_flops(b, 3, s["conv1"], (c1, c1), (11, 11))
             + lc.conv_flops(b, s["conv1"], s["conv2"], (p1, p1), (5, 5))
             + lc.conv_flops(b, s["conv2"], s["conv3"], (p2, p2), (3, 3))
             + lc.conv_flops(b, s["conv3"], s["conv4"], (p2, p2), (3, 3))
             + lc.conv_flops(b, s["conv4"], s["conv5"], (p2, p2), (3, 3)))
    h, flat = s["fc_hidden"], s["conv5"] * p3 * p3
    return convs + 2 * b * (flat * h + h * h + h * s["num_classes"])


def bytes_accessed(size):
    """x and the weights read once, the logits written once (bf16)."""
    s = SIZES[size]
    b, h = s["batch_size"], s["fc_hidden"]
    widths = [3, s["conv1"], s["conv2"], s["conv3"], s["conv4"], s["conv5"]]
    kernels = [11, 5, 3, 3, 3]
    conv_w = sum(widths[i] * widths[i + 1] * kernels[i] ** 2 + widths[i + 1] for i in range(5))
    flat = s["conv5"] * _spatial()[3] ** 2
    fc_w = flat * h + h + h * h + h + h * s["num_classes"] + s["num_classes"]
    return jc.suite_bytes((b, 3, IMAGE, IMAGE), (b, s["num_classes"]), (conv_w + fc_w,))
