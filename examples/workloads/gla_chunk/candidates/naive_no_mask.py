"""Incorrect (naive): the decay is applied but the causal mask is forgotten,
so every query also reads the later keys of its chunk. Plain jnp, no kernel."""
import math

import jax.numpy as jnp

CHUNK = 128


def workload(q, k, v, g):
    b, h, t, d = q.shape
    n = t // CHUNK
    qc, kc, vc = (x.reshape(b, h, n, CHUNK, d) for x in (q, k, v))
    gc = jnp.cumsum(g.reshape(b, h, n, CHUNK).astype(jnp.float32), axis=-1)
    decay = jnp.exp(-jnp.abs(gc[..., :, None] - gc[..., None, :]))
    scores = jnp.einsum("bhnid,bhnjd->bhnij", qc, kc, preferred_element_type=jnp.float32)
    weights = (scores * decay / math.sqrt(d)).astype(q.dtype)
    out = jnp.einsum("bhnij,bhnjd->bhnid", weights, vc, preferred_element_type=jnp.float32)
    return out.astype(q.dtype).reshape(b, h, t, d)
