"""Wrong: returns zeros of the right shape and dtype."""
import jax.numpy as jnp


def workload(x, scale):
    del scale
    return jnp.zeros_like(x)
