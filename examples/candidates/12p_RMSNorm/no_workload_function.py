"""Malformed: defines the kernel under another name."""
import jax.numpy as jnp


def rmsnorm(x, scale):
    return jnp.zeros_like(x)
