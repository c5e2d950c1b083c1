"""Tunable template for 7p_Ragged_Paged_Attention: ragged paged attention in
Pallas whose kv-block loop is bounded by the data.

Each sequence's queries are gathered (outside the kernel) into a padded
block of max_q_len = 2 * num_tokens / num_seqs rows, grouped by KV head:
(seqs, kv_heads, q_heads_per_kv_head, max_q_len, head_dim), in f32. The grid
is (sequence, query block). The lengths, the page table and num_seqs are
scalar-prefetch operands (SMEM), and the KV cache stays in HBM: a program
runs a `fori_loop` over kv blocks of `pages_per_block` pages whose trip
count is read from them: the keys its last query may see, min(kv_len,
kv_len - q_len + end of the block), over the block's keys; a query block
wholly past the sequence's q_len, or a sequence at or past num_seqs, runs
none. Each trip copies its pages (every KV head of a page at once: a page
is one contiguous (page_size, 2 * kv_heads * head_dim) row block) from HBM
into VMEM by DMA through the page table, then, per KV head, updates an
online softmax in f32 (running max and sum replicated across 128 lanes, an
f32 accumulator) for the q heads that share it; keys past kv_len and above
the causal diagonal are masked with the reference's -0.7 * FLT32_MAX.

So the work a program does depends on the inputs (kv_lens, cu_q_lens), and
bigger kv blocks mean fewer, longer trips: with `--target v6e` the
pre-flight's estimate counts the trips on the judge's own inputs
(tpu_estimate.inputs "judge"), which a static count cannot.

Axes: pages_per_block (pages per kv block, clamped to pages_per_seq; the
last block's pages past the table are the table's last page, masked) and
queries_per_block (query rows of one sequence per program, a power of two
>= 8, clamped to max_q_len rounded up to one; the f32 q block's rows are
q_heads_per_kv_head x queries_per_block, a multiple of 8). head_dim is 128,
one lane tile, so each KV head's K and V are lane-aligned slices of a page.
VMEM at the full size, largest setting (16 pages, 64 queries, 8 KV heads of
8 q heads): the page buffer 1 MiB bf16, the f32 q and output blocks 2 MiB
each (double-buffered: 8 MiB), the running max, sum and accumulator 2 MiB
each, the scores 0.5 MiB per head. Every setting is correct on the CPU (the
judge runs it in Pallas' interpreter) at the small and the held-out shapes
(two of them checked by the autotune_templates test), and every one compiles
for v6e at the full size; at a held-out shape with 18 q heads per KV head
the largest (16 x 64) needs 33.6 MiB of scoped VMEM against v6e's 32 MiB,
and `optimize --target v6e` counts it as not correct
(docs/bench/tpu-estimate.md, "The loop uses it").
"""
import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

import jaxbench_tuning

TUNABLES = {"pages_per_block": [4, 2, 8, 16], "queries_per_block": [32, 64]}
CFG = jaxbench_tuning.tuned(TUNABLES)

MASK_VALUE = -0.7 * float(np.finfo(np.float32).max)
LANES = 128


def _kernel(kv_lens_ref, pages_ref, q_lens_ref, num_seqs_ref,  # scalar prefetch (SMEM)
            q_ref, kv_hbm, out_ref,                             # operands
            buf, sem, m_ref, l_ref, acc_ref,                    # scratch
            *, ppb, bq, group, hkv, page_size, pages_per_seq, head_dim):
    i, b = pl.program_id(0), pl.program_id(1)
    kv_len, q_len = kv_lens_ref[i], q_lens_ref[i]
    block_keys = ppb * page_size
    rows = group * bq
    # The keys the block's last query may see; none for padding blocks and
    # for sequences at or past num_seqs.
    visible = jnp.minimum(kv_len, kv_len - q_len + (b + 1) * bq)
    live = jnp.logical_and(b * bq < q_len, i < num_seqs_ref[0])
    num_blocks = jnp.where(live, (visible + block_keys - 1) // block_keys, 0)

    m_ref[...] = jnp.full_like(m_ref, -jnp.inf)
    l_ref[...] = jnp.zeros_like(l_ref)
    acc_ref[...] = jnp.zeros_like(acc_ref)

    row = jax.lax.broadcasted_iota(jnp.int32, (rows, block_keys), 0)
    col = jax.lax.broadcasted_iota(jnp.int32, (rows, block_keys), 1)
    q_pos = kv_len - q_len + b * bq + jnp.bitwise_and(row, bq - 1)  # rows are (group, query)

    def copies(j):
        out = []
        for p in range(ppb):
            page = pages_ref[i * pages_per_seq + jnp.minimum(j * ppb + p, pages_per_seq - 1)]
            out.append(pltpu.make_async_copy(kv_hbm.at[page], buf.at[p], sem))
        return out

    def body(j, carry):
        dmas = copies(j)
        for dma in dmas:
            dma.start()
        for dma in dmas:
            dma.wait()
        k_pos = j * block_keys + col
        allowed = jnp.logical_and(k_pos <= q_pos, k_pos < kv_len)
        for h in range(hkv):
            k = buf[:, :, 2 * h * head_dim:(2 * h + 1) * head_dim].reshape(block_keys, head_dim)
            v = buf[:, :, (2 * h + 1) * head_dim:(2 * h + 2) * head_dim].reshape(block_keys, head_dim)
            q = q_ref[0, h].reshape(rows, head_dim)
            s = jax.lax.dot_general(q, k.astype(jnp.float32), (((1,), (1,)), ((), ())),
                                    preferred_element_type=jnp.float32) * (head_dim ** -0.5)
            s = jnp.where(allowed, s, MASK_VALUE)
            m_prev = m_ref[h][:, :1]
            m_new = jnp.maximum(m_prev, jnp.max(s, axis=-1, keepdims=True))
            p = jnp.exp(s - m_new)
            correction = jnp.exp(m_prev - m_new)
            l_ref[h] = jnp.broadcast_to(correction * l_ref[h][:, :1] + jnp.sum(p, axis=-1, keepdims=True),
                                        (rows, LANES))
            m_ref[h] = jnp.broadcast_to(m_new, (rows, LANES))
            pv = jnp.dot(p, v.astype(jnp.float32), preferred_element_type=jnp.float32)
            acc_ref[h] = correction * acc_ref[h] + pv
        return carry

    jax.lax.fori_loop(0, num_blocks, body, 0)
    for h in range(hkv):
        l = l_ref[h][:, :1]
        out = jnp.where(l > 0, acc_ref[h] / jnp.where(l > 0, l, 1.0), 0.0)
        out_ref[0, h] = out.reshape(group, bq, head_dim)


def _pow2_at_least(x):
    p = 8
    while p < x:
        p *= 2
    return p


def workload(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs):
    t, hq, d = q.shape
    total, ps, h2, _ = kv_pages.shape
    hkv = h2 // 2
    group = hq // hkv
    n, pps = page_indices.shape
    max_q = 2 * t // n
    ppb = min(CFG["pages_per_block"], pps)
    bq = min(CFG["queries_per_block"], _pow2_at_least(max_q))
    num_q_blocks = -(-max_q // bq)
    padded = num_q_blocks * bq

    q_lens = (cu_q_lens[1:] - cu_q_lens[:-1]).astype(jnp.int32)
    tok = jnp.clip(cu_q_lens[:-1, None] + jnp.arange(padded)[None, :], 0, t - 1)  # (n, padded)
    q_pad = q[tok].astype(jnp.float32).reshape(n, padded, hkv, group, d).transpose(0, 2, 3, 1, 4)
    pages = kv_pages.reshape(total, ps, h2 * d)  # a page's heads side by side on the lanes

    kernel = lambda *refs: _kernel(*refs, ppb=ppb, bq=bq, group=group, hkv=hkv,  # noqa: E731
                                   page_size=ps, pages_per_seq=pps, head_dim=d)
    q_spec = pl.BlockSpec((1, hkv, group, bq, d), lambda i, b, *_: (i, 0, 0, b, 0))
    out = pl.pallas_call(
        kernel,
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=4,
            grid=(n, num_q_blocks),
            in_specs=[q_spec, pl.BlockSpec(memory_space=pl.ANY)],
            out_specs=q_spec,
            scratch_shapes=[pltpu.VMEM((ppb, ps, h2 * d), kv_pages.dtype), pltpu.SemaphoreType.DMA,
                            pltpu.VMEM((hkv, group * bq, LANES), jnp.float32),
                            pltpu.VMEM((hkv, group * bq, LANES), jnp.float32),
                            pltpu.VMEM((hkv, group * bq, d), jnp.float32)]),
        out_shape=jax.ShapeDtypeStruct(q_pad.shape, jnp.float32),
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary")),
    )(kv_lens, page_indices.reshape(-1), q_lens, num_seqs, q_pad, pages)

    out = out.transpose(0, 3, 1, 2, 4).reshape(n, padded, hq, d)
    token = jnp.arange(t)
    seq = jnp.searchsorted(cu_q_lens[1:], token, side="right")
    seq_c = jnp.clip(seq, 0, n - 1)
    rows = out[seq_c, jnp.clip(token - cu_q_lens[seq_c], 0, padded - 1)]
    valid = seq < num_seqs[0]
    return jnp.where(valid[:, None, None], rows, 0).astype(q.dtype)
