"""Gated linear attention, chunk-local form (a research op, not in the suite).

Within each chunk of CHUNK tokens, every query attends causally to the keys of
its own chunk, each score decayed by the product of the per-token gates
between the two positions:

    o[t] = scale * sum_{s <= t, s in chunk(t)} exp(G[t] - G[s]) * (q[t] . k[s]) * v[s]

where G is the running sum of the log gates g (all < 0) restarted at each
chunk. It is the intra-chunk half of chunked GLA / gated retention training
kernels (the inter-chunk state passing is a separate op). XLA materialises the
[chunk, chunk] decay tensor per head; a kernel keeps it on chip.
"""
import math

import jax
import jax.numpy as jnp
import jaxbench_common as jc   # the suite's input helpers (the judge puts them on sys.path)

CHUNK = 128   # tokens per chunk: a module constant, the same at every size

CONFIG = {
    "name": "gla_chunk", "model": "GLA (research)", "operator": "gated_linear_attention_chunk",
    "category": "user",
    "semantics": "chunk-local causal linear attention with per-token scalar log-gates (decay exp(G_t - G_s))",
    "batch": 4, "heads": 16, "seq_len": 2048, "head_dim": 128,
    # No published TPU time for this op: no JAXBench baseline to compare with.
    "jaxbench": {"v6e_baseline_ms": None, "v6e_optimized_ms": None, "xla_flops": None},
}
SIZES = {
    "full": {"batch": 4, "heads": 16, "seq_len": 2048, "head_dim": 128},
    "small": {"batch": 2, "heads": 4, "seq_len": 256, "head_dim": 64},
}
# Held-out shapes: batch and heads any value, the sequence whole chunks; the
# head dim stays (a kernel may tile it as it likes, but weights fix it in a model).
SHAPE_FAMILY = {"batch": jc.vary(1), "heads": jc.vary(1), "seq_len": jc.vary(CHUNK)}
STRONG_DECAY = "strong_decay"   # gates near 0.5: the decay spans ~40 nats within a chunk
MODES = [jc.NORMAL, jc.HEAVY_TAILED, STRONG_DECAY]
NOTES = ["a user workload: no JAXBench counterpart", "log-gates from log_sigmoid(N(4, 1)), strong_decay: N(1, 1)"]


def make_inputs(key, mode, size):
    s = SIZES[size]
    shape = (s["batch"], s["heads"], s["seq_len"], s["head_dim"])
    kq, kk, kv, kg = jax.random.split(key, 4)
    q = jc.activation(kq, shape, mode)
    k = jc.activation(kk, shape, mode)
    v = jc.activation(kv, shape, mode)
    shift = 1.0 if mode == STRONG_DECAY else 4.0
    logits = jax.random.normal(kg, shape[:3], jnp.float32) + shift
    g = jax.nn.log_sigmoid(logits).astype(jc.SUITE_DTYPE)   # per-token log gate, < 0
    return q, k, v, g


def workload(q, k, v, g):
    b, h, t, d = q.shape
    n = t // CHUNK
    chunks = lambda x: x.reshape(b, h, n, CHUNK, *x.shape[3:])  # noqa: E731
    qc, kc, vc = chunks(q), chunks(k), chunks(v)
    # Gates are summed in f32 whatever the input dtype: a bf16 running sum drifts.
    gc = jnp.cumsum(chunks(g).astype(jnp.float32), axis=-1)
    causal = jnp.tril(jnp.ones((CHUNK, CHUNK), dtype=bool))
    decay = jnp.where(causal, jnp.exp(gc[..., :, None] - gc[..., None, :]), 0.0)
    scores = jnp.einsum("bhnid,bhnjd->bhnij", qc, kc, preferred_element_type=jnp.float32)
    weights = (scores * decay * (1.0 / math.sqrt(d))).astype(q.dtype)
    out = jnp.einsum("bhnij,bhnjd->bhnid", weights, vc, preferred_element_type=jnp.float32)
    return out.astype(q.dtype).reshape(b, h, t, d)


def flops(size):
    s = SIZES[size]
    # Two [CHUNK x CHUNK x head_dim] matmuls per chunk and head, 2 FLOPs a multiply-add.
    return 4 * s["batch"] * s["heads"] * s["seq_len"] * CHUNK * s["head_dim"]


def bytes_accessed(size):
    s = SIZES[size]
    qkv = (s["batch"], s["heads"], s["seq_len"], s["head_dim"])
    return jc.suite_bytes(qkv, qkv, qkv, qkv[:3], qkv)
