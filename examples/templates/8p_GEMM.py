"""Tunable template for 8p_GEMM: a blocked Pallas matmul with an f32 accumulator.

The grid walks (M/block_m, N/block_n, K/block_k); the K axis is the last
(innermost, "arbitrary") one, so each output block accumulates its K blocks
in a VMEM f32 scratch and is written once, cast to the input dtype, after
the last one, as the reference's preferred_element_type=f32 dot does. Every
block size divides the small (256, 512, 1024) and the full (8192, 8192,
28672) shapes and is a multiple of 128 (the TPU's lane width and, for bf16,
a multiple of its 16-row sublane tile). At another shape (the judge's
held-out shapes: M a multiple of 8, K and N of 128) a block that does not
divide its dimension is halved until it does, so no block reads past the
array: a partial K block would add padding into the sum. The largest setting holds
256x512 + 512x512 bf16 inputs (double-buffered) and a 256x512 f32
accumulator: under 3 MiB of VMEM.
"""
import jax
import jax.numpy as jnp
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

import jaxbench_tuning

TUNABLES = {"block_m": [128, 256], "block_n": [256, 128, 512], "block_k": [256, 128, 512]}
CFG = jaxbench_tuning.tuned(TUNABLES)


def _kernel(a_ref, b_ref, out_ref, acc_ref):
    k = pl.program_id(2)

    @pl.when(k == 0)
    def _():
        acc_ref[...] = jnp.zeros_like(acc_ref)

    acc_ref[...] += jnp.dot(a_ref[...], b_ref[...], preferred_element_type=jnp.float32)

    @pl.when(k == pl.num_programs(2) - 1)
    def _():
        out_ref[...] = acc_ref[...].astype(out_ref.dtype)


def workload(a, b):
    m, kdim = a.shape
    n = b.shape[1]
    fit = jaxbench_tuning.fit_block
    bm, bn, bk = fit(CFG["block_m"], m), fit(CFG["block_n"], n), fit(CFG["block_k"], kdim)
    return pl.pallas_call(
        _kernel,
        grid=(m // bm, n // bn, kdim // bk),
        in_specs=[pl.BlockSpec((bm, bk), lambda i, j, k: (i, k)), pl.BlockSpec((bk, bn), lambda i, j, k: (k, j))],
        out_specs=pl.BlockSpec((bm, bn), lambda i, j, k: (i, j)),
        out_shape=jax.ShapeDtypeStruct((m, n), a.dtype),
        scratch_shapes=[pltpu.VMEM((bm, bn), jnp.float32)],
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "parallel", "arbitrary")),
    )(a, b)
