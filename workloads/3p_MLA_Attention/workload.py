"""3p_MLA_Attention: DeepSeek-V3 multi-head latent attention block (projections + causal attention)."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "3p_MLA_Attention",
    "model": "DeepSeek-V3-671B",
    "operator": "mla_attention",
    "category": "priority",
    "semantics": (
        "q = (x.Wq_down).Wq_up split per head into nope + rope dims; kv = x.Wkv_down split into a "
        "latent and one rope key shared by all heads; k_nope = latent.Wk_up, v = latent.Wv_up; "
        "interleaved (even/odd pair) RoPE on q_rope and k_rope; causal softmax attention over "
        "the concatenated nope+rope dims with scale (nope+rope)^-0.5 and -1e9 mask; heads "
        "concatenated and projected by W_o. No norms."),
    "batch": 4,
    "seq_len": 2048,
    "emb_dim": 7168,
    "num_heads": 128,
    "q_lora_rank": 1536,
    "kv_lora_rank": 512,
    "qk_nope_head_dim": 128,
    "qk_rope_head_dim": 64,
    "v_head_dim": 128,
    "rope_theta": 10000.0,
    "mask_value": -1e9,
    "jaxbench": {"v6e_baseline_ms": 19.8843, "v6e_optimized_ms": 20.6213,
                 "xla_flops": 4464620601344},
}

SIZES = {
    "full": {"batch": 4, "seq_len": 2048, "emb_dim": 7168, "num_heads": 128,
             "q_lora_rank": 1536, "kv_lora_rank": 512, "qk_nope_head_dim": 128,
             "qk_rope_head_dim": 64, "v_head_dim": 128},
    "small": {"batch": 1, "seq_len": 256, "emb_dim": 256, "num_heads": 2,
              "q_lora_rank": 128, "kv_lora_rank": 128, "qk_nope_head_dim": 128,
              "qk_rope_head_dim": 64, "v_head_dim": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch": jc.vary(),
    "seq_len": jc.vary(128),
    "emb_dim": jc.vary(128),
}

MODES = [jc.NORMAL, jc.PEAKED, jc.HEAVY_TAILED, jc.SIGNED]

ROPE_THETA = 10000.0
MASK_VALUE = -1e9
PEAK_SCALE = 3.0  # PEAKED mode: x ~ N(0, 3^2); q and k both scale, so scores grow ~9x

NOTES = [
    "Inputs as JAXBench at full size (x ~ N(0,1); the six weights ~ N(0, 0.02^2), one key "
    "split per tensor). At small size each weight's std is 0.02*sqrt(full_fan_in/fan_in) "
    "so the activations keep their full-size magnitude.",
    "Interleaved RoPE as the JAXBench baseline (cos/sin in the input dtype); whole block in "
    "the input dtype like the baseline.",
    "Modes: peaked_softmax scales x by 3 (scores ~9x larger); heavy_tailed draws Student-t(3) "
    "x; signed_shifted adds +3 to x. Weights keep their normal distribution in every mode.",
    "No pallas_tpu: JAXBench's optimized variant computes a different function (rotate-half "
    "RoPE, defect 5.1.2).",
    "flops: all projections plus dense attention over all B*H*S*S scores.",
]


def _dims(s):
    return (s["batch"], s["seq_len"], s["emb_dim"], s["num_heads"], s["q_lora_rank"],
            s["kv_lora_rank"], s["qk_nope_head_dim"], s["qk_rope_head_dim"], s["v_head_dim"])


def _weight_specs(size):
    """(shape, fan_in, full_fan_in) of q_down, q_up, kv_down, k_up, v_up, o_proj."""
    out = []
    for sz in (size, "full"):
        b, t, e, h, ql, kvl, nope, rope, vd = _dims(SIZES[sz])
        out.append([((e, ql), e), ((ql, h * (nope + rope)), ql), ((e, kvl + rope), e),
                    ((kvl, h * nope), kvl), ((kvl, h * vd), kvl), ((h * vd, e), h * vd)])
    return [(shape, fan, full_fan) for (shape, fan), (_, full_fan) in zip(*out)]


def make_inputs(key, mode, size):
    b, t, e = SIZES[size]["batch"], SIZES[size]["seq_len"], SIZES[size]["emb_dim"]
    keys = jax.random.split(key, 7)
    x = jc.activation(keys[0], (b, t, e), mode, scale=PEAK_SCALE if mode == jc.PEAKED else 1.0)
    weights = [jc.jaxbench_weight(k, shape, fan, full_fan)
               for k, (shape, fan, full_fan) in zip(keys[1:], _weight_specs(size))]
    return (x, *weights)


def _rope_interleaved(x, seq_axis_len, dtype):
    """RoPE on the last axis of x (B, S, ..., R), rotating (even, odd) element pairs."""
    rope_dim = x.shape[-1]
    freqs = ROPE_THETA ** (-jnp.arange(0, rope_dim, 2, dtype=jnp.float32) / rope_dim)
    angles = jnp.arange(seq_axis_len, dtype=jnp.float32)[:, None] * freqs[None, :]
    bshape = (1, seq_axis_len) + (1,) * (x.ndim - 3) + (rope_dim // 2,)
    cos = jnp.cos(angles).astype(dtype).reshape(bshape)
    sin = jnp.sin(angles).astype(dtype).reshape(bshape)
    x_even, x_odd = x[..., 0::2], x[..., 1::2]
    out_even = x_even * cos - x_odd * sin
    out_odd = x_even * sin + x_odd * cos
    return jnp.stack([out_even, out_odd], axis=-1).reshape(x.shape)


def workload(x, q_down, q_up, kv_down, k_up, v_up, o_proj):
    b, t, _ = x.shape
    kvl = k_up.shape[0]
    rope = kv_down.shape[1] - kvl
    nope_total = k_up.shape[1]
    h_v = v_up.shape[1]
    qk_total = q_up.shape[1]
    # q_up has h * (nope + rope) columns and k_up h * nope, so h = (difference) / rope.
    heads = (qk_total - nope_total) // rope
    nope = nope_total // heads
    vd = h_v // heads
    dtype = x.dtype

    q = (x @ q_down) @ q_up
    q = q.reshape(b, t, heads, nope + rope)
    q_nope, q_rope = q[..., :nope], q[..., nope:]
    kv = x @ kv_down
    latent, k_rope = kv[..., :kvl], kv[..., kvl:]
    k_nope = (latent @ k_up).reshape(b, t, heads, nope)
    v = (latent @ v_up).reshape(b, t, heads, vd)

    q_rope = _rope_interleaved(q_rope, t, dtype)
    k_rope = _rope_interleaved(k_rope[:, :, None, :], t, dtype)
    k_rope = jnp.broadcast_to(k_rope, (b, t, heads, rope))
    q_full = jnp.concatenate([q_nope, q_rope], axis=-1)
    k_full = jnp.concatenate([k_nope, k_rope], axis=-1)

    scores = jnp.einsum("bqhd,bkhd->bhqk", q_full, k_full) * ((nope + rope) ** -0.5)
    causal = jnp.tril(jnp.ones((t, t), dtype=bool))
    scores = jnp.where(causal, scores, MASK_VALUE)
    probs = jax.nn.softmax(scores, axis=-1)
    out = jnp.einsum("bhqk,bkhd->bqhd", probs, v).reshape(b, t, heads * vd)
    return out @ o_proj


def flops(size):
    # Projections (2 FLOPs per multiply-add) + RoPE is ignored (O(B*S*H*rope)) +
    # dense attention over all B*H*S*S scores.
    b, t, e, h, ql, kvl, nope, rope, vd = _dims(SIZES[size])
    proj = 2 * b * t * (e * ql + ql * h * (nope + rope) + e * (kvl + rope)
                        + kvl * h * nope + kvl * h * vd + h * vd * e)
    return proj + jc.softmax_attention_flops(b * h * t * t, nope + rope, vd)


def bytes_accessed(size):
    # Compulsory traffic: x and the six weights read once, output written once (bf16).
    b, t, e = SIZES[size]["batch"], SIZES[size]["seq_len"], SIZES[size]["emb_dim"]
    return jc.suite_bytes((b, t, e), (b, t, e), *[shape for shape, _, _ in _weight_specs(size)])
