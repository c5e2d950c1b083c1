"""Hostile: computes on the host through a callback (not a device kernel)."""
import jax
import numpy as np


def _host_rmsnorm(x, scale):
    xf = np.asarray(x, np.float32)
    y = xf / np.sqrt(np.mean(xf * xf, axis=-1, keepdims=True) + 1e-5)
    return (y * np.asarray(scale, np.float32)).astype(x.dtype)


def workload(x, scale):
    return jax.pure_callback(_host_rmsnorm, jax.ShapeDtypeStruct(x.shape, x.dtype), x, scale)
