"""Wrong: attends to every slot of every page, ignoring each sequence's length."""
import jax
import jax.numpy as jnp


def workload(queries, k_pages, v_pages, kv_lens, page_indices):
    del kv_lens
    n, hq, d = queries.shape
    _, ps, hkv, _ = k_pages.shape
    length = page_indices.shape[1] * ps
    k = jnp.repeat(k_pages[page_indices].reshape(n, length, hkv, d), hq // hkv, axis=2)
    v = jnp.repeat(v_pages[page_indices].reshape(n, length, hkv, d), hq // hkv, axis=2)
    probs = jax.nn.softmax(jnp.einsum("nhd,nlhd->nhl", queries, k) * (d ** -0.5), axis=-1)
    return jnp.einsum("nhl,nlhd->nhd", probs, v)
