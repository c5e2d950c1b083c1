"""The reference itself, submitted as a candidate: timing must say SAME."""
import jax.numpy as jnp


def workload(x, w, b):
    return jnp.maximum(jnp.matmul(x, w) + b, 0)
