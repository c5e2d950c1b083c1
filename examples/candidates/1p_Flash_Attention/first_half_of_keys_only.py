"""Wrong: partial computation. Attends only to the first half of the keys;
queries in the first half are exact, the rest are not."""
import jax
import jax.numpy as jnp


def workload(q, k, v):
    s, d = q.shape[2], q.shape[3]
    half = s // 2
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k[:, :, :half]) * (d ** -0.5)
    allowed = jnp.tril(jnp.ones((s, s), dtype=bool))[:, :half]
    probs = jax.nn.softmax(jnp.where(allowed, scores, -1e9), axis=-1)
    return jnp.einsum("bhqk,bhkd->bhqd", probs, v[:, :, :half])
