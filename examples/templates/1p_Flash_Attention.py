"""Tunable template for 1p_Flash_Attention: causal flash attention in Pallas.

The grid is (batch, heads, S/block_q, S/block_k) with the key axis innermost
("arbitrary"): each query block keeps a running max, a running sum and an
f32 output accumulator in VMEM (the online softmax), skips the key blocks
that lie wholly above the causal diagonal, masks inside the diagonal ones
and divides once after the last key block. Scores and softmax are in f32,
closer to the f32 truth than the bf16 reference. block_q (the scores'
sublane axis, a multiple of 16 for bf16) and block_k (their lane axis, a
multiple of 128) divide both the small (256) and the full (4096) sequence;
the head dim (128) is one lane tile. The running statistics are kept
replicated across 128 lanes, the layout Mosaic wants for them.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

import jaxbench_tuning

TUNABLES = {"block_q": [128, 64, 256], "block_k": [128, 256]}
CFG = jaxbench_tuning.tuned(TUNABLES)

MASK_VALUE = -1e9
LANES = 128


def _kernel(q_ref, k_ref, v_ref, out_ref, m_ref, l_ref, acc_ref, *, scale, block_q, block_k):
    i, j = pl.program_id(2), pl.program_id(3)

    @pl.when(j == 0)
    def _():
        m_ref[...] = jnp.full_like(m_ref, -jnp.inf)
        l_ref[...] = jnp.zeros_like(l_ref)
        acc_ref[...] = jnp.zeros_like(acc_ref)

    @pl.when(j * block_k <= i * block_q + block_q - 1)  # some key in this block is visible
    def _():
        q = q_ref[0, 0].astype(jnp.float32)
        k = k_ref[0, 0].astype(jnp.float32)
        s = jax.lax.dot_general(q, k, (((1,), (1,)), ((), ())), preferred_element_type=jnp.float32) * scale
        rows = i * block_q + jax.lax.broadcasted_iota(jnp.int32, s.shape, 0)
        cols = j * block_k + jax.lax.broadcasted_iota(jnp.int32, s.shape, 1)
        s = jnp.where(cols <= rows, s, MASK_VALUE)
        m_prev = m_ref[:, :1]
        m_new = jnp.maximum(m_prev, jnp.max(s, axis=-1, keepdims=True))
        p = jnp.exp(s - m_new)
        correction = jnp.exp(m_prev - m_new)
        l_ref[...] = jnp.broadcast_to(correction * l_ref[:, :1] + jnp.sum(p, axis=-1, keepdims=True), l_ref.shape)
        m_ref[...] = jnp.broadcast_to(m_new, m_ref.shape)
        pv = jnp.dot(p, v_ref[0, 0].astype(jnp.float32), preferred_element_type=jnp.float32)
        acc_ref[...] = correction * acc_ref[...] + pv

    @pl.when(j == pl.num_programs(3) - 1)
    def _():
        out_ref[0, 0] = (acc_ref[...] / l_ref[:, :1]).astype(out_ref.dtype)


def workload(q, k, v):
    b, h, seq, d = q.shape
    bq, bk = jaxbench_tuning.fit_block(CFG["block_q"], seq), jaxbench_tuning.fit_block(CFG["block_k"], seq)
    kernel = lambda *refs: _kernel(*refs, scale=d ** -0.5, block_q=bq, block_k=bk)  # noqa: E731
    q_spec = pl.BlockSpec((1, 1, bq, d), lambda bi, hi, i, j: (bi, hi, i, 0))
    kv_spec = pl.BlockSpec((1, 1, bk, d), lambda bi, hi, i, j: (bi, hi, j, 0))
    return pl.pallas_call(
        kernel,
        grid=(b, h, seq // bq, seq // bk),
        in_specs=[q_spec, kv_spec, kv_spec],
        out_specs=q_spec,
        out_shape=jax.ShapeDtypeStruct(q.shape, q.dtype),
        scratch_shapes=[pltpu.VMEM((bq, LANES), jnp.float32), pltpu.VMEM((bq, LANES), jnp.float32),
                        pltpu.VMEM((bq, d), jnp.float32)],
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "parallel", "arbitrary")),
    )(q, k, v)
