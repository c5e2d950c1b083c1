"""17p_Triangle_Multiplication: AlphaFold2 triangle multiplicative update (outgoing edges)."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "17p_Triangle_Multiplication",
    "model": "AlphaFold2",
    "operator": "triangle_multiplication_outgoing",
    "category": "priority",
    "semantics": (
        "act = pair * mask; L = (act.W_lp) * sigmoid(act.W_lg); R = (act.W_rp) * "
        "sigmoid(act.W_rg); T[i,j,c] = sum_k L[i,k,c] R[j,k,c]; T <- T / sqrt(mean_c T^2 + "
        "1e-6) * center_scale; out = (T.W_o) * sigmoid(pair.W_og) (the gate uses the unmasked "
        "pair). No input LayerNorm, no biases."),
    "N": 1536,
    "C": 128,
    "direction": "outgoing",
    "epsilon": 1e-6,
    "jaxbench": {"v6e_baseline_ms": 14.5211, "v6e_optimized_ms": None,
                 "xla_flops": 1397915910144},
}

SIZES = {
    "full": {"N": 1536, "C": 128},
    "small": {"N": 64, "C": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "N": jc.vary(8),
    "C": jc.vary(32),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE, jc.SIGNED]

EPS = 1e-6
MASK_DROP = 0.02  # fraction of randomly masked (i, j) pairs inside the valid block

NOTES = [
    "mask is non-trivial (JAXBench: all ones): residues >= n_valid are padding (n_valid "
    "uniform in [3N/4, N]; their rows and columns are 0) and 2% of the remaining pairs are "
    "masked at random; mostly ones.",
    "Other inputs as JAXBench at full size (pair_act ~ N(0,1); the six (C, C) weights ~ "
    "N(0, 0.02^2); center_scale ~ 1 + N(0, 0.1^2)); at small size the weights' std is "
    "0.02*sqrt(128/C) so the projections keep their full-size magnitude.",
    "Computed in the input dtype like the baseline.",
    "Modes change pair_act only: heavy_tailed (Student-t(3)), large_magnitude (x64: "
    "saturated gates, T ~x4096 before the normalisation), signed_shifted (+3). The mask is "
    "drawn the same way in every mode.",
    "No pallas_tpu (JAXBench has none).",
]


def make_inputs(key, mode, size):
    n, c = SIZES[size]["N"], SIZES[size]["C"]
    keys = jax.random.split(key, 10)
    pair = jc.activation(keys[0], (n, n, c), mode)
    n_valid = jax.random.randint(keys[1], (), (3 * n) // 4, n + 1)
    idx = jnp.arange(n)
    valid = (idx[:, None] < n_valid) & (idx[None, :] < n_valid)
    keep = jax.random.bernoulli(keys[2], 1.0 - MASK_DROP, (n, n))
    mask = (valid & keep).astype(jc.SUITE_DTYPE)[..., None]
    full_c = SIZES["full"]["C"]
    weights = [jc.jaxbench_weight(k, (c, c), c, full_c) for k in keys[3:9]]
    center_scale = jc.norm_scale(keys[9], (c,), 0.1)
    return (pair, mask, *weights, center_scale)


def workload(pair_act, mask, left_proj, right_proj, left_gate, right_gate, out_proj,
             out_gate, center_scale):
    act = pair_act * mask
    left = (act @ left_proj) * jax.nn.sigmoid(act @ left_gate)
    right = (act @ right_proj) * jax.nn.sigmoid(act @ right_gate)
    t = jnp.einsum("ikc,jkc->ijc", left, right)
    t = t / jnp.sqrt(jnp.mean(t * t, axis=-1, keepdims=True) + EPS) * center_scale
    return (t @ out_proj) * jax.nn.sigmoid(pair_act @ out_gate)


def flops(size):
    # Six (N*N, C) x (C, C) projections and the triangle contraction 2*N^3*C (2 FLOPs per
    # multiply-add) + 21 elementwise FLOPs per (i, j, c) element (mask, three sigmoid gates,
    # gating multiplies, normalisation; reproduces XLA's count for JAXBench's baseline).
    n, c = SIZES[size]["N"], SIZES[size]["C"]
    return 6 * 2 * n * n * c * c + 2 * n ** 3 * c + 21 * n * n * c


def bytes_accessed(size):
    # Compulsory traffic: pair_act, mask, six weights, center_scale read once, output written.
    n, c = SIZES[size]["N"], SIZES[size]["C"]
    return jc.suite_bytes((n, n, c), (n, n, 1), *[(c, c)] * 6, (c,), (n, n, c))
