"""Correct: jax's own ragged paged attention Pallas TPU kernel, with block
sizes from the problem's shape. Its sequence loop and kv-block loop are
bounded by input values (num_seqs, cu_q_lens, kv_lens): pre-flighted with
--target v6e, the estimate counts them on the judge's inputs (issue #27;
bench/trip_count_cost.py varies its blocks).

Not in expected.json: on the CPU the judge would run it in Pallas' TPU
interpreter, which jax 0.11.2 cannot do for this kernel (its swap discharge
rule fails: "'TypedInt' object has no attribute 'shape'"), so `eval` ends in
export_error on cpu while its pre-flight compiles for v6e."""
import jax.numpy as jnp
from jax.experimental.pallas.ops.tpu.ragged_paged_attention import ragged_paged_attention


def workload(q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs):
    t, _, d = q.shape
    pps = page_indices.shape[1]
    out = ragged_paged_attention(
        q, kv_pages, kv_lens, page_indices, cu_q_lens, num_seqs,
        sm_scale=d ** -0.5,
        num_kv_pages_per_block=min(32, max(1, pps // 2)),
        num_queries_per_block=min(32, max(8, t // 4)),
        vmem_limit_bytes=64 * 1024 * 1024)
    valid = jnp.arange(t) < cu_q_lens[num_seqs[0]]
    return jnp.where(valid[:, None, None], out, 0).astype(q.dtype)
