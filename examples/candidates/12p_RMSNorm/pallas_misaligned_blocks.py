"""Correct on a CPU, but not a TPU kernel: blocks of 4 rows. A TPU block's last two
dimensions must be multiples of the (8, 128) tiling (16 rows for bf16) or the whole
array's; 4 rows is neither. The CPU runs it in Pallas' interpreter, where any block
shape works; `jaxbench preflight --candidate` and `eval --plugin tpu` on a host
without a TPU report that it fails on the TPU, and why."""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

ROWS = 4


def _kernel(x_ref, scale_ref, out_ref):
    x = x_ref[...].astype(jnp.float32)
    inv = jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-5)
    out_ref[...] = (x * inv).astype(out_ref.dtype) * scale_ref[...]


def workload(x, scale):
    b, s, d = x.shape
    rows = x.reshape(b * s, d)
    out = pl.pallas_call(
        _kernel,
        grid=(rows.shape[0] // ROWS,),
        in_specs=[pl.BlockSpec((ROWS, d), lambda i: (i, 0)), pl.BlockSpec((1, d), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((ROWS, d), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct(rows.shape, x.dtype),
    )(rows, scale.reshape(1, d))
    return out.reshape(b, s, d)
