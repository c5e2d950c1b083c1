"""Shape-specific: a shape gate. The faithful RMSNorm runs only when x.shape is exactly
one of the two public shapes (small and full); any other shape takes a "fast path"
that skips the normalisation. The held-out shapes catch it (reason held_out_shape)."""
import jax
import jax.numpy as jnp

PUBLIC_SHAPES = ((2, 128, 1024), (8, 4096, 8192))


def workload(x, scale):
    if tuple(x.shape) not in PUBLIC_SHAPES:
        return x * scale  # the wrong fast path
    xf = x.astype(jnp.float32)
    ms = jnp.mean(xf * xf, axis=-1, keepdims=True)
    return (xf * jax.lax.rsqrt(ms + 1e-5)).astype(x.dtype) * scale
