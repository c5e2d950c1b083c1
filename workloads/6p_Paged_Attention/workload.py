"""6p_Paged_Attention: single-token decode attention over a paged KV cache (GQA)."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "6p_Paged_Attention",
    "model": "Llama-3.1-70B",
    "operator": "paged_attention_decode",
    "category": "priority",
    "semantics": (
        "One query token per sequence; gather the sequence's pages of K and V through its page "
        "table, repeat the KV heads num_query_heads/num_kv_heads times, scores = q.K^T * "
        "head_dim^-0.5, keys at positions >= kv_len masked with -1e30, softmax, output = P.V."),
    "num_seqs": 64,
    "max_seq_len": 4096,
    "num_query_heads": 64,
    "num_kv_heads": 8,
    "head_dim": 128,
    "page_size": 16,
    "pages_per_seq": 256,
    "total_pages": 16384,
    "mask_value": -1e30,
    "jaxbench": {"v6e_baseline_ms": 7.7828, "v6e_optimized_ms": 3.1142,
                 "xla_flops": 8589934592},
}

SIZES = {
    "full": {"num_seqs": 64, "num_query_heads": 64, "num_kv_heads": 8, "head_dim": 128,
             "page_size": 16, "pages_per_seq": 256, "total_pages": 16384},
    "small": {"num_seqs": 8, "num_query_heads": 16, "num_kv_heads": 2, "head_dim": 128,
              "page_size": 16, "pages_per_seq": 16, "total_pages": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "num_seqs": jc.vary(),
    "pages_per_seq": jc.vary(),
    "num_kv_heads": jc.vary(),
    "num_query_heads": jc.vary(multiple_of_dims=["num_kv_heads"]),
    "total_pages": jc.product_of("num_seqs", "pages_per_seq"),
}

MODES = [jc.NORMAL, jc.PEAKED, jc.HEAVY_TAILED, jc.SIGNED]

MASK_VALUE = -1e30
KV_SCALE = 0.02
# Documented scores have std ~0.02 (k ~ N(0, 0.02^2)); PEAKED multiplies the queries by
# 400 so the scores have std ~8.
PEAK_SCALE = 400.0

NOTES = [
    "kv_lens are ragged (JAXBench: all = max_seq_len): uniform in [1, pages_per_seq*page_size], "
    "one sequence at the maximum and one at length 1.",
    "page_indices are a random permutation of all pages (JAXBench: arange).",
    "JAXBench's unused cu_q_lens input (arange, decode has one token per sequence) is dropped.",
    "Other inputs as the JAXBench baseline: queries ~ N(0,1) (num_seqs, Hq, D); k_pages, "
    "v_pages ~ N(0, 0.02^2) in layout (pages, page_size, Hkv, D). With these the scores have "
    "std ~0.02 (softmax almost uniform); peaked_softmax multiplies the queries by 400.",
    "Computed in the input dtype like the baseline; KV heads repeated with jnp.repeat.",
    "Modes: peaked_softmax (above); heavy_tailed draws Student-t(3) queries and pages; "
    "signed_shifted adds +3 sigma to them. Integer inputs are drawn the same way in every mode.",
    "pallas_tpu fixes JAXBench defect 5.1.2 (its kernel used a different cache layout, "
    "unscaled inputs and no softmax scale): it runs the jax package's paged_attention on the "
    "same inputs, transposing the pages to its (Hkv, pages, page_size, D) layout inside, "
    "pre-scaling the queries by head_dim^-0.5 (the kernel has no scale), passing kv_lens as "
    "lengths (its mask is also key position < length), pages_per_compute_block = "
    "JAXBench's tuned 128 at full size (half the table, 2 blocks; same split below), "
    "megacore off, inline_seq_dim. The layout transpose copies the whole cache (2 x 0.5 GiB "
    "at full size) on every call; it is part of the timed function.",
    "flops count the dense scores the reference computes (every sequence over the full "
    "pages_per_seq*page_size keys), not only the kv_len valid ones.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    n, hq, hkv, d = s["num_seqs"], s["num_query_heads"], s["num_kv_heads"], s["head_dim"]
    ps, pps, total = s["page_size"], s["pages_per_seq"], s["total_pages"]
    kq, kk, kv, kl, kp = jax.random.split(key, 5)
    queries = jc.activation(kq, (n, hq, d), mode, scale=PEAK_SCALE if mode == jc.PEAKED else 1.0)
    k_pages = jc.activation(kk, (total, ps, hkv, d), mode, scale=KV_SCALE)
    v_pages = jc.activation(kv, (total, ps, hkv, d), mode, scale=KV_SCALE)
    kv_lens = jc.ragged_lengths(kl, n, 1, pps * ps)
    page_indices = jc.page_table(kp, n, pps, total)
    return queries, k_pages, v_pages, kv_lens, page_indices


def workload(queries, k_pages, v_pages, kv_lens, page_indices):
    n, hq, d = queries.shape
    _, ps, hkv, _ = k_pages.shape
    max_len = page_indices.shape[1] * ps
    k = k_pages[page_indices].reshape(n, max_len, hkv, d)
    v = v_pages[page_indices].reshape(n, max_len, hkv, d)
    k = jnp.repeat(k, hq // hkv, axis=2)
    v = jnp.repeat(v, hq // hkv, axis=2)
    scores = jnp.einsum("nhd,nlhd->nhl", queries, k) * (d ** -0.5)
    valid = jnp.arange(max_len)[None, None, :] < kv_lens[:, None, None]
    scores = jnp.where(valid, scores, MASK_VALUE)
    probs = jax.nn.softmax(scores, axis=-1)
    return jnp.einsum("nhl,nlhd->nhd", probs, v)


def pallas_tpu(queries, k_pages, v_pages, kv_lens, page_indices):
    from jax.experimental.pallas.ops.tpu.paged_attention import paged_attention
    d = queries.shape[-1]
    pps = page_indices.shape[1]
    q = (queries * (d ** -0.5)).astype(queries.dtype)
    k = jnp.transpose(k_pages, (2, 0, 1, 3))  # (Hkv, pages, page_size, D)
    v = jnp.transpose(v_pages, (2, 0, 1, 3))
    out = paged_attention(q, k, v, kv_lens, page_indices,
                          pages_per_compute_block=min(128, max(1, pps // 2)),
                          megacore_mode=None, inline_seq_dim=True)
    return out.astype(queries.dtype)


def flops(size):
    # Dense attention of num_seqs*Hq query rows over pages_per_seq*page_size keys each.
    s = SIZES[size]
    n = s["num_seqs"] * s["num_query_heads"] * s["pages_per_seq"] * s["page_size"]
    return jc.softmax_attention_flops(n, s["head_dim"], s["head_dim"])


def bytes_accessed(size):
    # Compulsory traffic: queries, the pages the page tables reference (all of them here:
    # the tables are a permutation of every page), lengths, tables, output.
    s = SIZES[size]
    n, hq, d = s["num_seqs"], s["num_query_heads"], s["head_dim"]
    pages = (s["num_seqs"] * s["pages_per_seq"], s["page_size"], s["num_kv_heads"], d)
    ints = 4 * (n + n * s["pages_per_seq"])
    return jc.suite_bytes((n, hq, d), (n, hq, d), pages, pages) + ints
