"""7p_Ragged_Paged_Attention: mixed prefill/decode attention over a paged KV cache."""
import jax
import jax.numpy as jnp
import numpy as np

import jaxbench_common as jc

CONFIG = {
    "name": "7p_Ragged_Paged_Attention",
    "model": "Llama-3.1-70B",
    "operator": "ragged_paged_attention",
    "category": "priority",
    "semantics": (
        "Queries of all sequences are concatenated (cu_q_lens); query row r of sequence i sits "
        "at absolute position kv_len_i - q_len_i + r and attends causally to keys at positions "
        "<= its own (and < kv_len_i) read through the sequence's page table; K = even and V = odd "
        "entries of the combined-head axis of the cache, KV heads repeated "
        "num_q_heads/num_kv_heads times; logits in f32 * head_dim^-0.5, masked entries set to "
        "-0.7*FLT32_MAX, softmax in f32 cast to the input dtype, times V; tokens of sequences "
        "with index >= num_seqs are zero."),
    "max_num_batched_tokens": 4096,
    "max_num_seqs": 64,
    "num_q_heads": 64,
    "num_kv_heads": 8,
    "head_dim": 128,
    "page_size": 16,
    "pages_per_seq": 256,
    "total_pages": 16384,
    "max_q_len": 128,  # 2 * max_num_batched_tokens / max_num_seqs (static bound, see NOTES)
    "mask_value": -0.7 * float(np.finfo(np.float32).max),
    "jaxbench": {"v6e_baseline_ms": 48.4853, "v6e_optimized_ms": 2.9829,
                 "xla_flops": 549755813888},
}

SIZES = {
    "full": {"num_tokens": 4096, "num_seqs": 64, "num_q_heads": 64, "num_kv_heads": 8,
             "head_dim": 128, "page_size": 16, "pages_per_seq": 256, "total_pages": 16384},
    "small": {"num_tokens": 64, "num_seqs": 8, "num_q_heads": 16, "num_kv_heads": 2,
              "head_dim": 128, "page_size": 16, "pages_per_seq": 8, "total_pages": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "num_seqs": jc.vary(2),
    "num_tokens": jc.vary(8, multiple_of_dims=["num_seqs"]),
    "pages_per_seq": jc.vary(),
    "num_kv_heads": jc.vary(),
    "num_q_heads": jc.vary(multiple_of_dims=["num_kv_heads"]),
    "total_pages": jc.product_of("num_seqs", "pages_per_seq"),
}

MODES = [jc.NORMAL, jc.PEAKED, jc.HEAVY_TAILED, jc.SIGNED]

MASK_VALUE = -0.7 * float(np.finfo(np.float32).max)
PEAK_SCALE = 8.0  # PEAKED mode: q ~ N(0, 8^2), scaled scores have std ~8
SEQ_CHUNK = 8     # the reference processes this many sequences at a time (lax.map)
TPU_TARGET = "TPU v6 lite"  # device kind pallas_tpu lowers for when traced off-TPU (v6e)

NOTES = [
    "Query lengths are ragged (JAXBench: 64 tokens for every sequence): they come in random "
    "pairs (m+d, m-d) around the mean m = num_tokens/num_seqs, so they lie in [1, 2m-1], sum "
    "to num_tokens exactly (every output row belongs to a sequence) and include decode "
    "sequences (q_len 1). cu_q_lens is their exclusive prefix sum.",
    "kv_lens are ragged (JAXBench: all 4096): uniform in [q_len, pages_per_seq*page_size], one "
    "sequence at the maximum and one with kv_len = q_len (pure prefill from position 0).",
    "page_indices are a random permutation of all pages (JAXBench: arange). num_seqs = "
    "[max_num_seqs] as in JAXBench.",
    "The reference is jit-able with ragged lengths: each sequence's queries are gathered into "
    "a padded (max_q_len = 2*num_tokens/num_seqs) block, attention runs per sequence (lax.map, "
    "8 sequences at a time) over all pages_per_seq*page_size keys with the causal/length "
    "mask, and every token gathers its row back. JAXBench's static loop needs equal lengths.",
    "Inputs otherwise as JAXBench: q ~ N(0,1) (tokens, Hq, D), kv_pages ~ N(0,1) (pages, "
    "page_size, 2*Hkv interleaved K/V, D).",
    "Modes: peaked_softmax multiplies q by 8; heavy_tailed draws Student-t(3) q and pages; "
    "signed_shifted adds +3 to them. Integer inputs are drawn the same way in every mode.",
    "pallas_tpu: the jax package's ragged_paged_attention on the same inputs with sm_scale "
    "head_dim^-0.5 and its default mask value (-0.7*FLT32_MAX, same as the reference); "
    "JAXBench's tuned num_kv_pages_per_block 64, num_queries_per_block 64 at full size "
    "(smaller blocks below), with vmem_limit 64 MiB, not JAXBench's 32 MiB: libtpu 0.0.48.1 "
    "(the one jax 0.11.2 pins) rejects those blocks with 32 MiB: scoped VMEM 400 KiB over its limit; "
    "the limit permits, the blocks decide the schedule. Rows of tokens past cu_q_lens[num_seqs] are zeroed "
    "as in the reference (none with the generated inputs). Its Mosaic lowering needs a TPU "
    "generation (integer floor divisions), so off-TPU the kernel is traced under an abstract "
    "mesh naming TPU v6e (JAXBench's chip); the exported kernel is lowered for v6e.",
    "flops count what the reference computes: every sequence's padded max_q_len query rows "
    "against all pages_per_seq*page_size keys (2x JAXBench's count, whose rows were 64).",
]


def _max_q_len(num_tokens, num_seqs):
    return 2 * num_tokens // num_seqs


def make_inputs(key, mode, size):
    s = SIZES[size]
    t, n, hq, hkv, d = (s["num_tokens"], s["num_seqs"], s["num_q_heads"], s["num_kv_heads"],
                        s["head_dim"])
    ps, pps, total = s["page_size"], s["pages_per_seq"], s["total_pages"]
    kq, kkv, kql, kkl, kp = jax.random.split(key, 5)
    q = jc.activation(kq, (t, hq, d), mode, scale=PEAK_SCALE if mode == jc.PEAKED else 1.0)
    kv_pages = jc.activation(kkv, (total, ps, 2 * hkv, d), mode)
    q_lens = jc.paired_sizes(kql, n, t, lo=1)
    kv_lens = jc.ragged_lengths(kkl, n, q_lens, pps * ps)
    page_indices = jc.page_table(kp, n, pps, total)
    cu_q_lens = jnp.concatenate([jnp.zeros((1,), jnp.int32), jnp.cumsum(q_lens)]).astype(jnp.int32)
    num_seqs = jnp.array([n], jnp.int32)
    return q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs


def workload(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs):
    t, hq, d = q.shape
    _, ps, h2, _ = kv_pages.shape
    hkv = h2 // 2
    n, pps = page_indices.shape
    max_len = pps * ps
    max_q = _max_q_len(t, n)

    q_lens = cu_q_lens[1:] - cu_q_lens[:-1]
    rows = jnp.arange(max_q)
    tok = jnp.clip(cu_q_lens[:-1, None] + rows[None, :], 0, t - 1)   # (n, max_q)
    q_pad = q[tok]                                                    # (n, max_q, hq, d)
    q_pos = (kv_lens - q_lens)[:, None] + rows[None, :]               # absolute positions

    def one_sequence(args):
        qs, pages, kv_len, pos = args
        kv = kv_pages[pages].reshape(max_len, h2, d)
        k = jnp.repeat(kv[:, 0::2, :], hq // hkv, axis=1)
        v = jnp.repeat(kv[:, 1::2, :], hq // hkv, axis=1)
        logits = jnp.einsum("qhd,khd->hqk", qs, k, preferred_element_type=jnp.float32)
        logits = logits * (d ** -0.5)
        key_pos = jnp.arange(max_len)
        allowed = (key_pos[None, :] <= pos[:, None]) & (key_pos[None, :] < kv_len)
        logits = jnp.where(allowed[None], logits, MASK_VALUE)
        probs = jax.nn.softmax(logits, axis=-1).astype(v.dtype)
        return jnp.einsum("hqk,khd->qhd", probs, v)

    out_pad = jax.lax.map(one_sequence, (q_pad, page_indices, kv_lens, q_pos),
                          batch_size=min(SEQ_CHUNK, n))               # (n, max_q, hq, d)

    token = jnp.arange(t)
    seq = jnp.searchsorted(cu_q_lens[1:], token, side="right")        # sequence of each token
    seq_c = jnp.clip(seq, 0, n - 1)
    out = out_pad[seq_c, token - cu_q_lens[seq_c]]
    valid = seq < num_seqs[0]
    return jnp.where(valid[:, None, None], out, 0).astype(q.dtype)


def _tpu_target():
    """The kernel's integer floor divisions lower differently per TPU generation, so its
    Mosaic lowering needs a TPU device kind. Off-TPU (export from a CPU host) the kernel
    is traced under an abstract mesh naming JAXBench's chip, TPU v6e; the equations keep
    that context, so jax.export(..., platforms=["tpu"]) lowers them for v6e."""
    import contextlib
    if (jax.sharding.get_abstract_mesh().abstract_device is not None
            or jax.default_backend() == "tpu"):
        return contextlib.nullcontext()
    device = jax.sharding.AbstractDevice(device_kind=TPU_TARGET, num_cores=1, platform="tpu")
    return jax.sharding.use_abstract_mesh(
        jax.sharding.AbstractMesh((), (), abstract_device=device))


def pallas_tpu(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs):
    from jax.experimental.pallas.ops.tpu.ragged_paged_attention import ragged_paged_attention
    t, _, d = q.shape
    pps = page_indices.shape[1]
    with _tpu_target():
        out = ragged_paged_attention(
            q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs,
            sm_scale=d ** -0.5,
            num_kv_pages_per_block=min(64, max(1, pps // 2)),
            num_queries_per_block=min(64, max(8, t // 4)),
            vmem_limit_bytes=64 * 1024 * 1024)  # 32 MiB: scoped VMEM OOM on libtpu 0.0.48.1 (NOTES)
    valid = jnp.arange(t) < cu_q_lens[num_seqs[0]]
    return jnp.where(valid[:, None, None], out, 0).astype(q.dtype)


def flops(size):
    # Dense attention of num_seqs * max_q_len padded query rows * Hq over all keys.
    s = SIZES[size]
    rows = s["num_seqs"] * _max_q_len(s["num_tokens"], s["num_seqs"]) * s["num_q_heads"]
    return jc.softmax_attention_flops(rows * s["pages_per_seq"] * s["page_size"],
                                      s["head_dim"], s["head_dim"])


def bytes_accessed(size):
    # Compulsory traffic: q and output, every page of the cache (the tables are a
    # permutation of all pages), the int32 metadata.
    s = SIZES[size]
    t, hq, d, n = s["num_tokens"], s["num_q_heads"], s["head_dim"], s["num_seqs"]
    pages = (s["total_pages"], s["page_size"], 2 * s["num_kv_heads"], d)
    ints = 4 * (n + n * s["pages_per_seq"] + n + 1 + 1)
    return jc.suite_bytes((t, hq, d), (t, hq, d), pages) + ints
