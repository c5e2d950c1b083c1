"""Shape-specific: the mean of x^2 divides by 1024, the public small width, not by
x.shape[-1]. Correct at the one shape a single-shape judge looks at (2, 128, 1024);
wrong at every other width. The held-out shapes catch it (reason held_out_shape)."""
import jax
import jax.numpy as jnp


def workload(x, scale):
    xf = x.astype(jnp.float32)
    ms = jnp.sum(xf * xf, axis=-1, keepdims=True) / 1024.0
    return (xf * jax.lax.rsqrt(ms + 1e-5)).astype(x.dtype) * scale
