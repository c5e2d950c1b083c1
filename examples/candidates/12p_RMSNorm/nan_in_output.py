"""Wrong: correct everywhere but one element, which is NaN."""
import jax
import jax.numpy as jnp


def workload(x, scale):
    xf = x.astype(jnp.float32)
    y = (xf * jax.lax.rsqrt(jnp.mean(xf * xf, axis=-1, keepdims=True) + 1e-5)).astype(x.dtype) * scale
    return y.at[0, 3, 7].set(jnp.nan)
