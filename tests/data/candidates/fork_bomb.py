"""Forks 1500 sleeping processes at import, swallowing every failed fork,
then exports a correct kernel: only a bound noticed by the judge stops it."""
import os
import time

import jax
import jax.numpy as jnp

for _ in range(1500):
    try:
        if os.fork() == 0:
            time.sleep(120)
            os._exit(0)
    except OSError:
        pass


def workload(x, scale):
    xf = x.astype(jnp.float32)
    ms = jnp.mean(xf * xf, axis=-1, keepdims=True)
    return (xf * jax.lax.rsqrt(ms + 1e-5)).astype(x.dtype) * scale
