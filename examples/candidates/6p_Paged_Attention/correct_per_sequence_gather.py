"""Correct: gathers each sequence's pages, groups query heads by their KV
head instead of repeating K and V, and masks past kv_len."""
import jax
import jax.numpy as jnp


def workload(queries, k_pages, v_pages, kv_lens, page_indices):
    n, hq, d = queries.shape
    _, ps, hkv, _ = k_pages.shape
    length = page_indices.shape[1] * ps
    k = k_pages[page_indices].reshape(n, length, hkv, d).astype(jnp.float32)
    v = v_pages[page_indices].reshape(n, length, hkv, d).astype(jnp.float32)
    q = queries.reshape(n, hkv, hq // hkv, d).astype(jnp.float32) * (d ** -0.5)
    scores = jnp.einsum("ngqd,nlgd->ngql", q, k)
    valid = jnp.arange(length)[None, None, None, :] < kv_lens[:, None, None, None]
    probs = jax.nn.softmax(jnp.where(valid, scores, -jnp.inf), axis=-1)
    out = jnp.einsum("ngql,nlgd->ngqd", probs, v)
    return out.reshape(n, hq, d).astype(queries.dtype)
