"""Wrong signature: returns f32 where the reference returns bf16."""
import jax
import jax.numpy as jnp


def workload(x, scale):
    xf = x.astype(jnp.float32)
    return xf * jax.lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + 1e-5) * scale.astype(jnp.float32)
