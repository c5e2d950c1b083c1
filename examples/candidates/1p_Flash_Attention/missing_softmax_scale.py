"""Wrong: forgets the 1/sqrt(head_dim) scale before the softmax."""
import jax
import jax.numpy as jnp


def workload(q, k, v):
    s = q.shape[2]
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k)
    probs = jax.nn.softmax(jnp.where(jnp.tril(jnp.ones((s, s), dtype=bool)), scores, -1e9), axis=-1)
    return jnp.einsum("bhqk,bhkd->bhqd", probs, v)
