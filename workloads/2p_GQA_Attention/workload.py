"""2p_GQA_Attention: causal grouped-query attention, Llama-3.1-405B shapes (BSHD layout)."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "2p_GQA_Attention",
    "model": "Llama-3.1-405B",
    "operator": "causal_gqa",
    "category": "priority",
    "semantics": (
        "Layout BSHD; each KV head is repeated num_query_heads/num_kv_heads times (query head i "
        "uses KV head i // group), then causal softmax attention with scale head_dim^-0.5 and "
        "-1e9 mask; output in BSHD."),
    "batch": 4,
    "seq_len": 4096,
    "num_query_heads": 128,
    "num_kv_heads": 8,
    "head_dim": 128,
    "emb_dim": 16384,  # listed by JAXBench, unused by the operator
    "mask_value": -1e9,
    "jaxbench": {"v6e_baseline_ms": 50.3364, "v6e_optimized_ms": 15.2735,
                 "xla_flops": 4449607090176},
}

SIZES = {
    "full": {"batch": 4, "seq_len": 4096, "num_query_heads": 128, "num_kv_heads": 8,
             "head_dim": 128},
    "small": {"batch": 2, "seq_len": 256, "num_query_heads": 4, "num_kv_heads": 2,
              "head_dim": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch": jc.vary(),
    "seq_len": jc.vary(128),
    "num_kv_heads": jc.vary(),
    "num_query_heads": jc.vary(multiple_of_dims=["num_kv_heads"]),
}

MODES = [jc.NORMAL, jc.PEAKED, jc.HEAVY_TAILED, jc.SIGNED]

MASK_VALUE = -1e9
PEAK_SCALE = 8.0  # PEAKED mode: query ~ N(0, 8^2), scaled scores have std ~8

NOTES = [
    "Inputs as JAXBench (query, key, value ~ N(0,1), BSHD); only the PRNG stream differs.",
    "Computed in the input dtype like the JAXBench baseline (bf16 scores and softmax); KV "
    "heads are repeated with jnp.repeat as in the baseline.",
    "Modes: peaked_softmax scales the query by 8; heavy_tailed draws Student-t(3) inputs; "
    "signed_shifted adds +3 to query, key, value.",
    "pallas_tpu fixes JAXBench defect 5.1.2 (its splash kernel omitted the 1/sqrt(head_dim) "
    "scale): the query is pre-scaled by head_dim^-0.5 (splash has no scale parameter). It uses "
    "the jax package's splash attention (make_splash_mha_single_device, causal MultiHeadMask) "
    "vmapped over batch, with native GQA (K/V passed unrepeated, query head h reads KV head "
    "h // group, the same mapping as jnp.repeat), BSHD->BHSD transposes inside, JAXBench's "
    "tuned blocks (block_q 2048, block_kv 2048, block_kv_compute 1024) at full size, half "
    "the sequence (min 128) below. Mask value -0.7*FLT_MAX vs -1e9: identical results "
    "(every causal row keeps its diagonal).",
    "flops count the full S x S scores the reference computes.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    b, t, hq, hkv, d = (s["batch"], s["seq_len"], s["num_query_heads"], s["num_kv_heads"],
                        s["head_dim"])
    kq, kk, kv = jax.random.split(key, 3)
    query = jc.activation(kq, (b, t, hq, d), mode,
                          scale=PEAK_SCALE if mode == jc.PEAKED else 1.0)
    key_ = jc.activation(kk, (b, t, hkv, d), mode)
    value = jc.activation(kv, (b, t, hkv, d), mode)
    return query, key_, value


def workload(query, key, value):
    seq, hq, head_dim = query.shape[1], query.shape[2], query.shape[3]
    group = hq // key.shape[2]
    key = jnp.repeat(key, group, axis=2)
    value = jnp.repeat(value, group, axis=2)
    scores = jnp.einsum("bqhd,bkhd->bhqk", query, key) * (head_dim ** -0.5)
    causal = jnp.tril(jnp.ones((seq, seq), dtype=bool))
    scores = jnp.where(causal, scores, MASK_VALUE)
    probs = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("bhqk,bkhd->bqhd", probs, value)


def _block(seq, tuned):
    return min(tuned, max(128, seq // 2))


def pallas_tpu(query, key, value):
    from jax.experimental.pallas.ops.tpu import splash_attention as sa
    seq, hq, head_dim = query.shape[1], query.shape[2], query.shape[3]
    mask = sa.MultiHeadMask([sa.CausalMask((seq, seq)) for _ in range(hq)])
    blocks = sa.BlockSizes(block_q=_block(seq, 2048), block_kv=_block(seq, 2048),
                           block_kv_compute=_block(seq, 1024))
    kernel = sa.make_splash_mha_single_device(mask, block_sizes=blocks)
    q = (query * (head_dim ** -0.5)).astype(query.dtype).transpose(0, 2, 1, 3)
    k = key.transpose(0, 2, 1, 3)
    v = value.transpose(0, 2, 1, 3)
    out = jax.vmap(kernel)(q, k, v)
    return out.transpose(0, 2, 1, 3).astype(query.dtype)


def flops(size):
    # Dense attention over all B*Hq*S*S scores (Q.K^T, P.V, softmax elementwise).
    s = SIZES[size]
    n = s["batch"] * s["num_query_heads"] * s["seq_len"] ** 2
    return jc.softmax_attention_flops(n, s["head_dim"], s["head_dim"])


def bytes_accessed(size):
    # Compulsory traffic: query and output (Hq heads), key and value (Hkv heads), bf16.
    s = SIZES[size]
    b, t, d = s["batch"], s["seq_len"], s["head_dim"]
    return jc.suite_bytes((b, t, s["num_query_heads"], d), (b, t, s["num_query_heads"], d),
                          (b, t, s["num_kv_heads"], d), (b, t, s["num_kv_heads"], d))
