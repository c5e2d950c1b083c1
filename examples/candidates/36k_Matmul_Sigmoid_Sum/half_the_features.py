"""Wrong: partial reduction. Sums the first half of the features and doubles
it; close on average (law of large numbers), wrong row by row."""
import jax
import jax.numpy as jnp


def workload(x, w, b):
    s = jax.nn.sigmoid(jnp.matmul(x, w) + b)
    half = s.shape[1] // 2
    return 2 * jnp.sum(s[:, :half], axis=1, keepdims=True)
