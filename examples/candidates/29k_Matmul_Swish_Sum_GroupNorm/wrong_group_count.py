"""Wrong: normalises over 32 groups instead of 64."""
import jax
import jax.numpy as jnp


def workload(x, w, bias, gn_weight, gn_bias):
    h = jnp.matmul(x, w)
    h = h * jax.nn.sigmoid(h) + bias
    n, c = h.shape
    g = h.reshape(n, 32, c // 32)
    g = (g - g.mean(axis=-1, keepdims=True)) / jnp.sqrt(g.var(axis=-1, keepdims=True) + 1e-5)
    return g.reshape(n, c) * gn_weight + gn_bias
