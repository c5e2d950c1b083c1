"""1p_Flash_Attention: causal multi-head attention, Llama-3.1-70B shapes."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "1p_Flash_Attention",
    "model": "Llama-3.1-70B",
    "operator": "causal_mha",
    "category": "priority",
    "semantics": (
        "Per (batch, head): scores = Q.K^T * head_dim^-0.5, entries with key index > query "
        "index replaced by -1e9, softmax over keys, output = P.V (S x S scores materialised)."),
    "batch": 4,
    "seq_len": 4096,
    "num_heads": 64,
    "head_dim": 128,
    "mask_value": -1e9,
    "jaxbench": {"v6e_baseline_ms": 22.9762, "v6e_optimized_ms": 6.5106,
                 "xla_flops": 2246282575872},
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

MASK_VALUE = -1e9
PEAK_SCALE = 8.0  # PEAKED mode: q ~ N(0, 8^2), so scaled scores have std ~8

NOTES = [
    "Inputs as JAXBench (q, k, v ~ N(0,1), one key split per tensor); only the PRNG stream differs.",
    "Computed in the input dtype like the JAXBench baseline (bf16 scores and softmax); "
    "the f32 truth traces the same function in f32.",
    "Modes: peaked_softmax scales q by 8 (near one-hot softmax rows); heavy_tailed draws "
    "Student-t(3) q, k, v; signed_shifted adds +3 to q, k, v (large common score offset).",
    "pallas_tpu: the jax package's flash_attention(causal=True, sm_scale=head_dim^-0.5) with "
    "JAXBench's tuned forward blocks (block_q 2048, block_k_major 2048, block_k 1024, "
    "block_b 1) at full size, half the sequence (min 128) at smaller sizes. Same function: "
    "its mask value -0.7*FLT_MAX vs the reference's -1e9 gives identical results because "
    "every causal row keeps its diagonal.",
    "flops count the full S x S scores the reference computes (the causal kernel skips about half).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    shape = (s["batch"], s["num_heads"], s["seq_len"], s["head_dim"])
    kq, kk, kv = jax.random.split(key, 3)
    q = jc.activation(kq, shape, mode, scale=PEAK_SCALE if mode == jc.PEAKED else 1.0)
    k = jc.activation(kk, shape, mode)
    v = jc.activation(kv, shape, mode)
    return q, k, v


def workload(q, k, v):
    seq, head_dim = q.shape[2], q.shape[3]
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k) * (head_dim ** -0.5)
    causal = jnp.tril(jnp.ones((seq, seq), dtype=bool))
    scores = jnp.where(causal, scores, MASK_VALUE)
    probs = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("bhqk,bhkd->bhqd", probs, v)


def _block(seq, tuned):
    """JAXBench's tuned block at full size; at most half the sequence (min 128) below."""
    return min(tuned, max(128, seq // 2))


def pallas_tpu(q, k, v):
    from jax.experimental.pallas.ops.tpu import flash_attention as fa
    seq, head_dim = q.shape[2], q.shape[3]
    blocks = fa.BlockSizes(block_q=_block(seq, 2048), block_k_major=_block(seq, 2048),
                           block_k=_block(seq, 1024), block_b=1)
    return fa.flash_attention(q, k, v, causal=True, sm_scale=head_dim ** -0.5,
                              block_sizes=blocks)


def flops(size):
    # Dense attention over all B*H*S*S scores (Q.K^T, P.V, softmax elementwise).
    s = SIZES[size]
    n = s["batch"] * s["num_heads"] * s["seq_len"] ** 2
    return jc.softmax_attention_flops(n, s["head_dim"], s["head_dim"])


def bytes_accessed(size):
    # Compulsory traffic: q, k, v read once, output written once (bf16).
    s = SIZES[size]
    return 4 * jc.suite_bytes((s["batch"], s["num_heads"], s["seq_len"], s["head_dim"]))
