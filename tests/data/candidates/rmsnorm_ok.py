"""A correct candidate for 12p_RMSNorm (plain jax.numpy)."""
import jax
import jax.numpy as jnp


def workload(x, scale):
    xf = x.astype(jnp.float32)
    ms = jnp.mean(xf * xf, axis=-1, keepdims=True)
    return (xf * jax.lax.rsqrt(ms + 1e-5)).astype(x.dtype) * scale
