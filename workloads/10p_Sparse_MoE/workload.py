"""10p_Sparse_MoE: Mixtral-style top-2 mixture of SwiGLU experts (all experts computed densely)."""
import math

import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "10p_Sparse_MoE",
    "model": "Mixtral-8x7B",
    "operator": "sparse_moe",
    "category": "priority",
    "semantics": (
        "Router logits = x.W_r; top-2 experts per token (lax.top_k), softmax over the 2 selected "
        "logits; every expert's SwiGLU (SiLU(x.G_e) * x.U_e).D_e is computed densely for every "
        "token and combined with weight = the softmax prob for the 2 selected experts, 0 "
        "otherwise."),
    "batch": 2,
    "seq_len": 4096,
    "emb_dim": 4096,
    "mlp_dim": 14336,
    "num_experts": 8,
    "num_experts_per_tok": 2,
    "jaxbench": {"v6e_baseline_ms": 30.7251, "v6e_optimized_ms": None,
                 "xla_flops": 23095750426624},
}

SIZES = {
    "full": {"batch": 2, "seq_len": 4096, "emb_dim": 4096, "mlp_dim": 14336, "num_experts": 8},
    "small": {"batch": 2, "seq_len": 32, "emb_dim": 128, "mlp_dim": 256, "num_experts": 8},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch": jc.vary(),
    "seq_len": jc.vary(8),
    "emb_dim": jc.vary(128),
    "mlp_dim": jc.vary(128),
}

MODES = [jc.NORMAL, jc.NEAR_TIED, jc.HEAVY_TAILED, jc.SIGNED]

TOP_K = 2
# NEAR_TIED: router columns = one shared column + a small per-expert part, so a token's 8
# logits share a common value (std ~1.3, as in normal mode) and differ by std ~0.14
# (spread 0.1 per logit): the median gap between the 2nd and 3rd logit is ~0.03, about
# four bf16 ulps at that magnitude (normal mode: ~0.4).
TIE_SPREAD = 0.1

NOTES = [
    "Inputs as JAXBench at full size (x ~ N(0,1); router, gate, up, down ~ N(0, 0.02^2)); at "
    "small size each weight's std is 0.02*sqrt(full_fan_in/fan_in) so logits and activations "
    "keep their full-size magnitude.",
    "Computed in the input dtype like the baseline (bf16 router logits, bf16 top-k and "
    "softmax of the 2 selected logits, bf16 expert matmuls).",
    "Modes: near_tied_router makes each token's 8 router logits close (shared column plus a "
    "per-expert part of std 0.1 per logit; median 2nd-3rd logit gap ~0.03, about four bf16 "
    "ulps) - close, not equal by construction. Exactly tied logits make top-k ill-defined "
    "(lax.top_k then takes the lower expert index); bf16 rounding of the computed logits "
    "still ties the 2nd and 3rd logit for ~5-15% of tokens at small size, and the bf16 "
    "reference and the f32 truth route ~2-10% of tokens to different experts, so their "
    "distance is large by construction; "
    "heavy_tailed (Student-t(3) x) and signed_shifted (x + 3) change x only.",
    "Routing is discontinuous: even in normal mode a few tokens whose 2nd and 3rd logits "
    "round differently in bf16 and f32 pick different experts in reference and truth.",
    "No pallas_tpu (JAXBench has none).",
]


def _weights(size):
    s, f = SIZES[size], SIZES["full"]
    e, m, x = s["emb_dim"], s["mlp_dim"], s["num_experts"]
    return [((x, e, m), e, f["emb_dim"]), ((x, e, m), e, f["emb_dim"]),
            ((x, m, e), m, f["mlp_dim"])]


def make_inputs(key, mode, size):
    s = SIZES[size]
    e, n_exp = s["emb_dim"], s["num_experts"]
    kx, kr, kt, kg, ku, kd = jax.random.split(key, 6)
    x = jc.activation(kx, (s["batch"], s["seq_len"], e), mode)
    if mode == jc.NEAR_TIED:
        shared = jc.jaxbench_weight(kr, (e, 1), e, SIZES["full"]["emb_dim"]).astype(jnp.float32)
        spread = jax.random.normal(kt, (e, n_exp), jnp.float32) * (TIE_SPREAD / math.sqrt(e))
        router = (shared + spread).astype(jc.SUITE_DTYPE)
    else:
        router = jc.jaxbench_weight(kr, (e, n_exp), e, SIZES["full"]["emb_dim"])
    w = [jc.jaxbench_weight(k, shape, fan, full) for k, (shape, fan, full)
         in zip((kg, ku, kd), _weights(size))]
    return (x, router, *w)


def workload(x, router, w_gate, w_up, w_down):
    n_exp = router.shape[1]
    logits = x @ router                                        # (B, S, X)
    top_vals, top_idx = jax.lax.top_k(logits, TOP_K)
    top_probs = jax.nn.softmax(top_vals, axis=-1)
    combine = jnp.sum(jax.nn.one_hot(top_idx, n_exp, dtype=x.dtype) * top_probs[..., None],
                      axis=-2)                                 # (B, S, X)
    gate = jax.nn.silu(jnp.einsum("bse,xef->bsxf", x, w_gate))
    up = jnp.einsum("bse,xef->bsxf", x, w_up)
    expert_out = jnp.einsum("bsxf,xfe->bsxe", gate * up, w_down)
    return jnp.einsum("bsxe,bsx->bse", expert_out, combine)


def flops(size):
    # Dense experts: 3 matmuls per expert per token (2 FLOPs per multiply-add), SiLU (4/elem)
    # and gating (1/elem) on (tokens, experts, mlp_dim), router matmul, weighted combine.
    s = SIZES[size]
    t, e, m, x = s["batch"] * s["seq_len"], s["emb_dim"], s["mlp_dim"], s["num_experts"]
    return 6 * t * e * m * x + 5 * t * x * m + 2 * t * e * x + 2 * t * x * e


def bytes_accessed(size):
    # Compulsory traffic: x, router and the expert weights read once, output written (bf16).
    s = SIZES[size]
    act = (s["batch"], s["seq_len"], s["emb_dim"])
    return jc.suite_bytes(act, act, (s["emb_dim"], s["num_experts"]),
                          *[shape for shape, _, _ in _weights(size)])
