"""Correct: the same RMSNorm, the reciprocal root taken as 1/sqrt and the
scale applied in f32 before one rounding (a legitimate reassociation)."""
import jax.numpy as jnp


def workload(x, scale):
    xf = x.astype(jnp.float32)
    inv = 1.0 / jnp.sqrt(jnp.mean(jnp.square(xf), axis=-1, keepdims=True) + 1e-5)
    y = (xf * inv).astype(x.dtype)
    return y * scale
