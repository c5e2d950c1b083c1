"""l3_003_DeepNarrowMLP (KernelBench level 3 #3).

A deep narrow MLP: Linear(8192, 1024) + ReLU, 15 x (Linear(1024, 1024) + ReLU),
Linear(1024, 8192).
"""
import jax
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc

CONFIG = lc.config(
    "l3_003_DeepNarrowMLP", 3, 3, "DeepNarrowMLP",
    "A deep narrow MLP: Linear(8192, 1024) + ReLU, 15 x (Linear(1024, 1024) + ReLU), Linear(1024, "
    "8192).",
    0.2517,
    batch_size=1024, input_size=8192, hidden_size=1024, output_size=8192, hidden_layers=16)

SIZES = {
    "full": {"batch_size": 1024, "input_size": 8192, "hidden_size": 1024, "output_size": 8192},
    "small": {"batch_size": 64, "input_size": 512, "hidden_size": 256, "output_size": 512},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch on sublanes (multiples of 8),
# features on lanes (multiples of 128). The number of layers is fixed.
SHAPE_FAMILY = {
    "batch_size": jc.vary(8),
    "input_size": jc.vary(128),
    "hidden_size": jc.vary(128),
    "output_size": jc.vary(128),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = [
    "Linear weights ~ N(0, 1/fan_in) stored (in, out), biases ~ N(0, 0.1^2); x ~ U[0, 1) in mode 0"
    " as in KernelBench; heavy_tailed and signed_shifted (x + 3) change x.",
    "The 15 middle layers' weights are passed stacked, (15, hidden, hidden) and (15, hidden): the "
    "same network.",
    "Each layer multiplies bf16 operands with f32 accumulation; activations are cast to the input "
    "dtype between layers (as a bf16 network runs), the last layer's output once.",
]


def _linear(key, fan_in, fan_out):
    kw, kb = jax.random.split(key)
    return lc.fan_in_weight(kw, (fan_in, fan_out), fan_in), jc.bias_vector(kb, (fan_out,))


def _dense(h, w, b, relu):
    """h @ w + b (f32 accumulation), optionally ReLU, cast back to h's dtype."""
    y = jnp.matmul(h, w, preferred_element_type=jnp.float32) + lc.f32(b)
    return (jnp.maximum(y, 0.0) if relu else y).astype(h.dtype)


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, k_in, k_mid, k_out = jax.random.split(key, 4)
    x = lc.activation(kx, (s["batch_size"], s["input_size"]), mode, base="uniform")
    w_in, b_in = _linear(k_in, s["input_size"], s["hidden_size"])
    mids = [_linear(k, s["hidden_size"], s["hidden_size"]) for k in jax.random.split(k_mid, 15)]
    w_mid = jnp.stack([w for w, _ in mids])
    b_mid = jnp.stack([b for _, b in mids])
    w_out, b_out = _linear(k_out, s["hidden_size"], s["output_size"])
    return x, w_in, b_in, w_mid, b_mid, w_out, b_out


def workload(x, w_in, b_in, w_mid, b_mid, w_out, b_out):
    h = _dense(x, w_in, b_in, relu=True)
    for i in range(w_mid.shape[0]):  # the middle layers, stacked (layers, hidden, hidden)
        h = _dense(h, w_mid[i], b_mid[i], relu=True)
    return _dense(h, w_out, b_out, relu=False)


def flops(size):
    """2 per multiply-add of every layer, plus the biases and ReLUs."""
    s = SIZES[size]
    b, i, h, o = s["batch_size"], s["input_size"], s["hidden_size"], s["output_size"]
    return 2 * b * (i * h + 15 * h * h + h * o) + b * (32 * h + o)


def bytes_accessed(size):
    """x and every layer's weights read once, the output written once (bf16)."""
    s = SIZES[size]
    b, i, h, o = s["batch_size"], s["input_size"], s["hidden_size"], s["output_size"]
    return jc.suite_bytes((b, i), (i, h), (h,), (15, h, h), (15, h), (h, o), (o,), (b, o))
