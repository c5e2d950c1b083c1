"""A correct candidate for 12p_RMSNorm as a Pallas kernel (interpreted on cpu)."""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

ROWS = 8


def _kernel(x_ref, s_ref, o_ref):
    xf = x_ref[...].astype(jnp.float32)
    ms = jnp.mean(xf * xf, axis=-1, keepdims=True)
    o_ref[...] = (xf * jax.lax.rsqrt(ms + 1e-5)).astype(o_ref.dtype) * s_ref[...]


def workload(x, scale):
    x2 = x.reshape(-1, x.shape[-1])
    n, d = x2.shape
    out = pl.pallas_call(
        _kernel,
        out_shape=jax.ShapeDtypeStruct(x2.shape, x.dtype),
        grid=(n // ROWS,),
        in_specs=[pl.BlockSpec((ROWS, d), lambda i: (i, 0)), pl.BlockSpec((d,), lambda i: (0,))],
        out_specs=pl.BlockSpec((ROWS, d), lambda i: (i, 0)),
    )(x2, scale)
    return out.reshape(x.shape)
