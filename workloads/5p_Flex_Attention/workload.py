"""5p_Flex_Attention: causal attention with a learned per-head relative-position bias."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "5p_Flex_Attention",
    "model": "Llama-3.1-70B",
    "operator": "flex_attention_rel_bias",
    "category": "priority",
    "semantics": (
        "scores = Q.K^T * head_dim^-0.5 + a per-head (S x S) relative-position bias shared across "
        "the batch, causal mask -1e30, softmax over keys, output = P.V."),
    "batch": 4,
    "seq_len": 4096,
    "num_heads": 64,
    "head_dim": 128,
    "mask_value": -1e30,
    "jaxbench": {"v6e_baseline_ms": 37.1101, "v6e_optimized_ms": None,
                 "xla_flops": 2259167477760},
}

SIZES = {
    "full": {"batch": 4, "seq_len": 4096, "num_heads": 64, "head_dim": 128},
    "small": {"batch": 2, "seq_len": 256, "num_heads": 2, "head_dim": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch": jc.vary(),
    "num_heads": jc.vary(),
    "seq_len": jc.vary(128),
}

MODES = [jc.NORMAL, jc.PEAKED, jc.HEAVY_TAILED, jc.SIGNED]

MASK_VALUE = -1e30
KV_SCALE = 0.02
BIAS_SCALE = 0.01
# Documented scores: std ~0.02 (k, v ~ N(0, 0.02^2)), bias std 0.01: an almost uniform
# softmax. PEAKED multiplies q by 400 so the scores have std ~8.
PEAK_SCALE = 400.0

NOTES = [
    "Inputs as JAXBench (q ~ N(0,1); k, v ~ N(0, 0.02^2); rel_pos_bias (H, S, S) ~ N(0, 0.01^2)).",
    "With the documented distribution the scores have std ~0.02 (softmax almost uniform); "
    "peaked_softmax multiplies q by 400 (score std ~8).",
    "Computed in the input dtype like the baseline.",
    "Modes: peaked_softmax (above); heavy_tailed draws Student-t(3) q, k, v; signed_shifted "
    "adds +3 sigma to q, k, v. The bias keeps its normal distribution in every mode.",
    "No pallas_tpu (JAXBench has none; the jax flash kernel's bias input would need the "
    "bias materialised per batch).",
    "flops count the full S x S scores the reference computes, plus the bias add.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    b, h, t, d = s["batch"], s["num_heads"], s["seq_len"], s["head_dim"]
    kq, kk, kv, kb = jax.random.split(key, 4)
    q = jc.activation(kq, (b, h, t, d), mode, scale=PEAK_SCALE if mode == jc.PEAKED else 1.0)
    k = jc.activation(kk, (b, h, t, d), mode, scale=KV_SCALE)
    v = jc.activation(kv, (b, h, t, d), mode, scale=KV_SCALE)
    bias = jc.normal(kb, (h, t, t), BIAS_SCALE)
    return q, k, v, bias


def workload(q, k, v, rel_pos_bias):
    seq, head_dim = q.shape[2], q.shape[3]
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) * (head_dim ** -0.5)
    scores = scores + rel_pos_bias[None]
    causal = jnp.tril(jnp.ones((seq, seq), dtype=bool))
    scores = jnp.where(causal, scores, MASK_VALUE)
    probs = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("bhqk,bhkd->bhqd", probs, v)


def flops(size):
    # Dense attention over all B*H*S*S scores + one bias add per score.
    s = SIZES[size]
    n = s["batch"] * s["num_heads"] * s["seq_len"] ** 2
    return jc.softmax_attention_flops(n, s["head_dim"], s["head_dim"]) + n


def bytes_accessed(size):
    # Compulsory traffic: q, k, v, bias read once, output written once (bf16).
    s = SIZES[size]
    qkv = (s["batch"], s["num_heads"], s["seq_len"], s["head_dim"])
    return jc.suite_bytes(qkv, qkv, qkv, qkv, (s["num_heads"], s["seq_len"], s["seq_len"]))
