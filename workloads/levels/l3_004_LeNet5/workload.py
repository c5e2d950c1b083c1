"""l3_004_LeNet5 (KernelBench level 3 #4).

LeNet-5 on (N, 1, 32, 32) images: conv 5x5 (6) + ReLU + maxpool 2, conv 5x5
(16) + ReLU + maxpool 2, flatten to 16 * 5 * 5 = 400, Linear 120 + ReLU, Linear
84 + ReLU, Linear num_classes (20).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

NUM_CLASSES = 20

CONFIG = lc.config(
    "l3_004_LeNet5", 3, 4, "LeNet5",
    "LeNet-5 on (N, 1, 32, 32) images: conv 5x5 (6) + ReLU + maxpool 2, conv 5x5 (16) + ReLU + "
    "maxpool 2, flatten (400), Linear 120 + ReLU, Linear 84 + ReLU, Linear 20.",
    0.4362,
    batch_size=4096, num_classes=20, height=32, width=32)

SIZES = {
    "full": {"batch_size": 4096},
    "small": {"batch_size": 256},
}

# Held-out shapes (workloads/README.md, "Shape families"): the batch only (multiples of 8): the 32
# x 32 input and the layer widths are the network's (its flatten needs 16 x 5 x 5).
SHAPE_FAMILY = {"batch_size": jc.vary(8)}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "x ~ U[0, 1) in mode 0 as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x "
    "only. Conv weights ~ N(0, 1/fan_in), conv biases (where the layer has one) ~ N(0, 0.1^2).",
    "Linear weights ~ N(0, 1/fan_in) stored (in, out), biases ~ N(0, 0.1^2).",
    "Convolutions multiply bf16 operands with f32 accumulation; activations are cast to the input "
    "dtype between layers, BatchNorm statistics are f32.",
]


def _dense(h, w, b):
    return jnp.matmul(h, w, preferred_element_type=jnp.float32) + lc.f32(b)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, k1, k2, k3, k4, k5 = jax.random.split(key, 6)
    x = lc.activation(kx, (s["batch_size"], 1, 32, 32), mode, base="uniform")
    return (x,) + nets.conv_bias_params(k1, 6, 1, 5) + nets.conv_bias_params(k2, 16, 6, 5) + nets.linear_params(k3, 400, 120) + \
        nets.linear_params(k4, 120, 84) + nets.linear_params(k5, 84, NUM_CLASSES)


def workload(x, conv1_w, conv1_b, conv2_w, conv2_b, fc1_w, fc1_b, fc2_w, fc2_b, fc3_w, fc3_b):
    h = jnp.maximum(nets.conv_f32(x, conv1_w, conv1_b), 0.0)
    h = lc.max_pool(h, 2).astype(x.dtype)
    h = jnp.maximum(nets.conv_f32(h, conv2_w, conv2_b), 0.0)
    h = lc.max_pool(h, 2).astype(x.dtype).reshape(x.shape[0], -1)  # (N, 16 * 5 * 5), channel-major
    h = jnp.maximum(_dense(h, fc1_w, fc1_b), 0.0).astype(x.dtype)
    h = jnp.maximum(_dense(h, fc2_w, fc2_b), 0.0).astype(x.dtype)
    return _dense(h, fc3_w, fc3_b).astype(x.dtype)


def flops(size):
    """2 per multiply-add of the convolutions and the Linear layers."""
    s = SIZES[size]
    b = s["batch_size"]
    convs = lc.conv_flops(b, 1, 6, (28, 28), (5, 5)) + lc.conv_flops(b, 6, 16, (10, 10), (5, 5))
    return convs + 2 * b * (400 * 120 + 120 * 84 + 84 * NUM_CLASSES)


def bytes_accessed(size):
    """x and the weights read once, the logits written once (bf16)."""
    s = SIZES[size]
    b = s["batch_size"]
    weights = jc.suite_bytes((6, 1, 5, 5), (6,), (16, 6, 5, 5), (16,), (400, 120), (120,),
                             (120, 84), (84,), (84, NUM_CLASSES), (NUM_CLASSES,))
    return jc.suite_bytes((b, 1, 32, 32), (b, NUM_CLASSES)) + weights
