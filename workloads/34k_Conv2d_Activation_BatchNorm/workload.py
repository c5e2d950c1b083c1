"""34k_Conv2d_Activation_BatchNorm (KernelBench level 2 #52).

c = conv3x3(x, conv_weight) + conv_bias (NCHW / OIHW, stride 1, VALID); mish
(softplus = jax.nn.softplus); BatchNorm2d in training mode (mean and biased variance
over N, H, W; eps 1e-5; affine).
"""

import jaxbench_common as jc

KERNEL_SIZE = 3
EPS = 1e-5

CONFIG = {
    "name": "34k_Conv2d_Activation_BatchNorm",
    "model": "KernelBench level 2 #52",
    "operator": "Conv2d_Activation_BatchNorm",
    "category": "fused",
    "semantics": "NCHW 3x3 VALID conv + bias; mish; training-mode BatchNorm2d over (N, H, W) "
                 "(eps 1e-5, affine).",
    "batch_size": 64, "in_channels": 64, "out_channels": 128, "kernel_size": KERNEL_SIZE,
    "height": 128, "width": 128, "eps": EPS,
    "jaxbench": {"v6e_baseline_ms": 1.5584, "v6e_optimized_ms": None, "xla_flops": 152165744640},
}

SIZES = {
    "full": {"batch_size": 64, "in_channels": 64, "out_channels": 128, "height": 128, "width": 128},
    "small": {"batch_size": 4, "in_channels": 32, "out_channels": 64, "height": 32, "width": 32},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "in_channels": jc.vary(8),
    "out_channels": jc.vary(8),
    "height": jc.vary(lo=KERNEL_SIZE),
    "width": jc.vary(lo=KERNEL_SIZE),
}

MODES = [jc.NORMAL, jc.SIGNED, jc.LARGE]

NOTES = [
    "conv_weight ~ N(0, 1/(Cin*k*k)) and conv_bias ~ N(0, 0.1^2) (JAXBench: N(0, 1) for both; "
    "a change of scale), bn_weight ~ 1 + N(0, 0.1^2), bn_bias ~ N(0, 0.1^2) (JAXBench: ones / "
    "zeros).",
    "x ~ U[0, 1) in mode 0 as in JAXBench; signed_shifted and large_magnitude stress the batch "
    "variance (cancellation, magnitude).",
]


def _out_hw(s):
    return s["height"] - KERNEL_SIZE + 1, s["width"] - KERNEL_SIZE + 1


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.conv_norm_inputs(key, mode, s["batch_size"], s["in_channels"], s["out_channels"],
                               (s["height"], s["width"]), KERNEL_SIZE)


def workload(x, conv_weight, conv_bias, bn_weight, bn_bias):
    c = jc.conv_valid(x, conv_weight) + jc.channel(conv_bias, 4)
    return jc.batch_norm_train(jc.mish(c), bn_weight, bn_bias, EPS)


def flops(size):
    """Conv multiply-adds, plus per output element: bias (1), mish (softplus 3, tanh 1,
    multiply 1 = 5), BatchNorm (mean 1, variance 3, normalise 2, affine 2 = 8) = 14."""
    s = SIZES[size]
    ho, wo = _out_hw(s)
    out = s["batch_size"] * s["out_channels"] * ho * wo
    conv = jc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"], (ho, wo),
                         (KERNEL_SIZE, KERNEL_SIZE))
    return conv + 14 * out


def bytes_accessed(size):
    """Every input read once and the output written once, in the suite dtype."""
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    ho, wo = _out_hw(s)
    return jc.suite_bytes((n, ci, s["height"], s["width"]), (co, ci, KERNEL_SIZE, KERNEL_SIZE),
                          (co,), (co,), (co,), (n, co, ho, wo))
