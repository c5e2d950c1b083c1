"""Wrong: forgets the bias."""
import jax.numpy as jnp


def workload(x, w, b):
    del b
    return jnp.maximum(jnp.matmul(x, w), 0)
