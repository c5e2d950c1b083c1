"""Fills its temp dir at import, 8 MiB a file (no single file near the
per-file limit), far past any disk quota, then exports a correct kernel."""
import os
import tempfile

import jax
import jax.numpy as jnp

chunk = b"\0" * (8 << 20)
for i in range(384):  # 3 GiB
    with open(os.path.join(tempfile.gettempdir(), f"fill{i}"), "wb") as f:
        f.write(chunk)


def workload(x, scale):
    xf = x.astype(jnp.float32)
    ms = jnp.mean(xf * xf, axis=-1, keepdims=True)
    return (xf * jax.lax.rsqrt(ms + 1e-5)).astype(x.dtype) * scale
