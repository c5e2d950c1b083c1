"""Correct but does the GEMM twice: once as given, once with the contraction
axis reversed (the same sum in another order, so XLA cannot merge the two).
Timing must say SLOWER, at about half the reference's speed."""
import jax.numpy as jnp


def workload(x, w, b):
    once = jnp.maximum(jnp.matmul(x, w) + b, 0)
    again = jnp.maximum(jnp.matmul(x[:, ::-1], w[::-1, :]) + b, 0)
    return jnp.maximum(once, again)
