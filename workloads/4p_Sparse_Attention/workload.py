"""4p_Sparse_Attention: causal GQA attention without batch (JAXBench's splash-attention baseline problem)."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "4p_Sparse_Attention",
    "model": "Llama-3.1-70B",
    "operator": "splash_attention",
    "category": "priority",
    "semantics": (
        "No batch dimension: KV heads repeated num_query_heads/num_kv_heads times, scores = "
        "q.k^T with no scale in the operator (q is pre-scaled by head_dim^-0.5 at creation), "
        "causal mask -1e30, softmax over keys, output = P.v."),
    "batch": 4,  # listed by JAXBench, unused by the baseline problem
    "seq_len": 4096,
    "num_query_heads": 64,
    "num_kv_heads": 8,
    "head_dim": 128,
    "mask_value": -1e30,
    "jaxbench": {"v6e_baseline_ms": 5.6623, "v6e_optimized_ms": 6.949,
                 "xla_flops": 558362001408},
}

SIZES = {
    "full": {"seq_len": 4096, "num_query_heads": 64, "num_kv_heads": 8, "head_dim": 128},
    "small": {"seq_len": 256, "num_query_heads": 8, "num_kv_heads": 2, "head_dim": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "seq_len": jc.vary(128),
    "num_kv_heads": jc.vary(),
    "num_query_heads": jc.vary(multiple_of_dims=["num_kv_heads"]),
}

MODES = [jc.NORMAL, jc.PEAKED, jc.HEAVY_TAILED, jc.SIGNED]

MASK_VALUE = -1e30
KV_SCALE = 0.02
# With q ~ N(0, 1/head_dim) and k ~ N(0, 0.02^2) the documented scores have std 0.02
# (nearly uniform softmax); PEAKED multiplies q by 400 so the scores have std ~8.
PEAK_SCALE = 400.0

NOTES = [
    "We keep the JAXBench *baseline* problem (no batch, q ~ N(0,1)*head_dim^-0.5, k, v ~ "
    "N(0, 0.02^2)); JAXBench's optimized variant solved a different, 4x larger problem "
    "(batch 4, unscaled N(0,1) inputs) - defect 5.1.2 - so its published optimized time is "
    "not comparable.",
    "With the documented distribution the scores have std ~0.02, i.e. the softmax is almost "
    "uniform (output ~ causal running mean of v); the peaked_softmax mode (q x400, score std "
    "~8) covers the opposite regime.",
    "Computed in the input dtype like the baseline; KV heads repeated with jnp.repeat.",
    "Modes: peaked_softmax (above); heavy_tailed draws Student-t(3) q, k, v at the same "
    "scales; signed_shifted adds +3 sigma to q, k, v.",
    "pallas_tpu: the jax package's splash attention (make_splash_mha_single_device, causal "
    "MultiHeadMask, no scale - the reference has none), native GQA (K/V unrepeated, query "
    "head h reads KV head h // group, the same mapping as jnp.repeat), JAXBench's tuned "
    "blocks (2048, 2048, 1024) at full size, half the sequence (min 128) below. Mask value "
    "-0.7*FLT_MAX vs -1e30: identical results (every causal row keeps its diagonal).",
    "flops count the full S x S scores the reference computes.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    t, hq, hkv, d = s["seq_len"], s["num_query_heads"], s["num_kv_heads"], s["head_dim"]
    kq, kk, kv = jax.random.split(key, 3)
    q_scale = d ** -0.5 * (PEAK_SCALE if mode == jc.PEAKED else 1.0)
    q = jc.activation(kq, (hq, t, d), mode, scale=q_scale)
    k = jc.activation(kk, (hkv, t, d), mode, scale=KV_SCALE)
    v = jc.activation(kv, (hkv, t, d), mode, scale=KV_SCALE)
    return q, k, v


def workload(q, k, v):
    hq, seq = q.shape[0], q.shape[1]
    group = hq // k.shape[0]
    k = jnp.repeat(k, group, axis=0)
    v = jnp.repeat(v, group, axis=0)
    scores = jnp.einsum("hqd,hkd->hqk", q, k)
    causal = jnp.tril(jnp.ones((seq, seq), dtype=bool))
    scores = jnp.where(causal, scores, MASK_VALUE)
    probs = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("hqk,hkd->hqd", probs, v)


def _block(seq, tuned):
    return min(tuned, max(128, seq // 2))


def pallas_tpu(q, k, v):
    from jax.experimental.pallas.ops.tpu import splash_attention as sa
    hq, seq = q.shape[0], q.shape[1]
    mask = sa.MultiHeadMask([sa.CausalMask((seq, seq)) for _ in range(hq)])
    blocks = sa.BlockSizes(block_q=_block(seq, 2048), block_kv=_block(seq, 2048),
                           block_kv_compute=_block(seq, 1024))
    kernel = sa.make_splash_mha_single_device(mask, block_sizes=blocks)
    return kernel(q, k, v).astype(q.dtype)


def flops(size):
    # Dense attention over all Hq*S*S scores (Q.K^T, P.V, softmax elementwise; no scale op).
    s = SIZES[size]
    n = s["num_query_heads"] * s["seq_len"] ** 2
    return jc.softmax_attention_flops(n, s["head_dim"], s["head_dim"]) - n


def bytes_accessed(size):
    # Compulsory traffic: q and output (Hq heads), k and v (Hkv heads), bf16.
    s = SIZES[size]
    t, d = s["seq_len"], s["head_dim"]
    return jc.suite_bytes((s["num_query_heads"], t, d), (s["num_query_heads"], t, d),
                          (s["num_kv_heads"], t, d), (s["num_kv_heads"], t, d))
