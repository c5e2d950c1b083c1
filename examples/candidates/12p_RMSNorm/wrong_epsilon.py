"""Wrong: epsilon 1e-3 instead of 1e-5. Invisible on N(0,1) inputs, where
mean(x^2) ~ 1; caught by the small-magnitude mode, where mean(x^2) ~ 1e-6."""
import jax
import jax.numpy as jnp


def workload(x, scale):
    xf = x.astype(jnp.float32)
    y = (xf * jax.lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + 1e-3)).astype(x.dtype)
    return y * scale
