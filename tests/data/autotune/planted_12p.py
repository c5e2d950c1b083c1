"""A planted autotune space for 12p_RMSNorm: eight settings, one genuinely faster.

`passes` is how many times each program recomputes its normalised rows
(a fori_loop, so the compiler can neither unroll nor merge the copies). Every
pass gives the identical value (the carried one is added times zero), so
each setting is correct and the results are bitwise the same; the setting
with passes=1 does one pass where the others do 16 to 40, and the
autotuner must find it (tests: the lead's end-to-end autotune test). It is
fifth in grid order so that taking the first or the last setting misses it.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl

import jaxbench_tuning

TUNABLES = {"passes": [16, 20, 24, 28, 1, 32, 36, 40]}
CFG = jaxbench_tuning.tuned(TUNABLES)

EPS = 1e-5
BLOCK_ROWS = 128


def _kernel(x_ref, scale_ref, out_ref):
    x = x_ref[...].astype(jnp.float32)

    def one_pass(_, previous):
        # previous * 0 keeps the loop's carry live without changing the value.
        return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + EPS) + previous * 0.0

    y = jax.lax.fori_loop(0, CFG["passes"], one_pass, jnp.zeros_like(x))
    out_ref[...] = y.astype(out_ref.dtype) * scale_ref[...]


def workload(x, scale):
    b, s, d = x.shape
    rows = x.reshape(b * s, d)
    block = min(BLOCK_ROWS, rows.shape[0])
    out = pl.pallas_call(
        _kernel,
        grid=(rows.shape[0] // block,),
        in_specs=[pl.BlockSpec((block, d), lambda i: (i, 0)), pl.BlockSpec((1, d), lambda i: (0, 0))],
        out_specs=pl.BlockSpec((block, d), lambda i: (i, 0)),
        out_shape=jax.ShapeDtypeStruct(rows.shape, x.dtype),
    )(rows, scale.reshape(1, d))
    return out.reshape(b, s, d)
