"""25k_Conv3d_GroupNorm_Mean (KernelBench level 2 #23).

c = conv3x3x3(x, weight) + conv_bias (NCDHW / OIDHW, stride 1, VALID);
GroupNorm with 8 groups over (C/G, D, H, W) (biased variance, eps 1e-5, affine);
out = mean over (C, D, H, W) → (batch,).
"""
import jax.numpy as jnp

import jaxbench_common as jc

KERNEL_SIZE = 3
NUM_GROUPS = 8
EPS = 1e-5
GAMMA_SPREAD = 0.5

CONFIG = {
    "name": "25k_Conv3d_GroupNorm_Mean",
    "model": "KernelBench level 2 #23",
    "operator": "Conv3d_GroupNorm_Mean",
    "category": "fused",
    "semantics": "NCDHW 3x3x3 VALID conv + bias; GroupNorm (8 groups, eps 1e-5, affine); "
                 "mean over (C, D, H, W).",
    "batch_size": 128, "in_channels": 3, "out_channels": 24, "kernel_size": KERNEL_SIZE,
    "num_groups": NUM_GROUPS, "depth": 24, "height": 32, "width": 32, "eps": EPS,
    "jaxbench": {"v6e_baseline_ms": 0.3383, "v6e_optimized_ms": None, "xla_flops": 10766134272},
}

SIZES = {
    "full": {"batch_size": 128, "in_channels": 3, "out_channels": 24,
             "depth": 24, "height": 32, "width": 32},
    "small": {"batch_size": 4, "in_channels": 3, "out_channels": 24,
              "depth": 12, "height": 16, "width": 16},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_size": jc.vary(),
    "out_channels": jc.vary(NUM_GROUPS),
    "depth": jc.vary(lo=KERNEL_SIZE),
    "height": jc.vary(lo=KERNEL_SIZE),
    "width": jc.vary(lo=KERNEL_SIZE),
}

MODES = [jc.NORMAL, jc.SIGNED, jc.HEAVY_TAILED]

NOTES = [
    "weight ~ N(0, 1/(Cin*k^3)), conv_bias ~ N(0, 0.1^2) instead of zeros.",
    "Near-degenerate chain: every group's normalised values average to 0, so with JAXBench's "
    "gamma = 1 the output is mean(beta) for any x. gamma ~ 1 + N(0, 0.5^2) (a wider spread than "
    "the other norms) and beta ~ N(0, 0.1^2) make the output depend on x through the per-channel "
    "means inside each group; across a batch of i.i.d. inputs it still varies little.",
    "x ~ U[0, 1) in mode 0 as in JAXBench; signed_shifted stresses the variance "
    "(cancellation), heavy_tailed makes per-sample statistics differ.",
]


def _out_dhw(s):
    return tuple(s[a] - KERNEL_SIZE + 1 for a in ("depth", "height", "width"))


def make_inputs(key, mode, size):
    s = SIZES[size]
    return jc.conv_norm_inputs(key, mode, s["batch_size"], s["in_channels"], s["out_channels"],
                               (s["depth"], s["height"], s["width"]), KERNEL_SIZE, norm_spread=GAMMA_SPREAD)


def workload(x, weight, conv_bias, gamma, beta):
    c = jc.conv_valid(x, weight) + jc.channel(conv_bias, 5)
    y = jc.group_norm(c, gamma, beta, NUM_GROUPS, EPS)
    return jnp.mean(y, axis=(1, 2, 3, 4))


def flops(size):
    """Conv multiply-adds, plus per conv output element: bias (1), GroupNorm (mean 1,
    variance 3, normalise 2, affine 2 = 8), final mean (1) = 10."""
    s = SIZES[size]
    out_sp = _out_dhw(s)
    out = s["batch_size"] * s["out_channels"] * out_sp[0] * out_sp[1] * out_sp[2]
    conv = jc.conv_flops(s["batch_size"], s["in_channels"], s["out_channels"], out_sp,
                         (KERNEL_SIZE,) * 3)
    return conv + 10 * out


def bytes_accessed(size):
    """Every input read once and the (batch,) output written once, in the suite dtype."""
    s = SIZES[size]
    n, ci, co = s["batch_size"], s["in_channels"], s["out_channels"]
    return jc.suite_bytes((n, ci, s["depth"], s["height"], s["width"]),
                          (co, ci) + (KERNEL_SIZE,) * 3, (co,), (co,), (co,), (n,))
