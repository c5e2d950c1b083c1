"""Correct but does all the work twice. An optimization barrier between the
two copies keeps XLA from merging them (it cannot see that the second copy
computes the same thing). Timing must say SLOWER, at about half the
reference's speed."""
import jax
import jax.numpy as jnp


def _gemm_add_relu(x, w, b):
    return jnp.maximum(jnp.matmul(x, w) + b, 0)


def workload(x, w, b):
    once = _gemm_add_relu(x, w, b)
    x2, w2, b2 = jax.lax.optimization_barrier((x, w, b))
    again = _gemm_add_relu(x2, w2, b2)
    return jnp.maximum(once, again)
