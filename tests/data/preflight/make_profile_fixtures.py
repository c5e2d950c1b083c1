"""Writes the TPU profile's fixtures (tests/estimate/tpu_profile_test.cpp):
Pallas kernels whose bottleneck their shapes make plain, exported for the
TPU with jax.export on a host with no TPU (run once; the .mlir files are
committed so the C++ tests need no Python):

  .venv/bin/python tests/data/preflight/make_profile_fixtures.py

- pallas_matmul.mlir: bf16[4096, 4096] @ bf16[4096, 4096] -> f32, output
  blocks 2048 x 2048 accumulated over k in steps of 512 (64 MiB of VMEM
  allowed): 1024 FLOP per HBM byte, twice v6e's ridge, the MXU's work.
- pallas_copy.mlir: o = x on f32[4096, 1024], blocks (512, 1024) (2 MiB):
  nothing but moving bytes, HBM to VMEM and back.
- pallas_tiny_blocks.mlir: o = x + y on f32[1024, 1024] in (8, 128)
  blocks: 1024 grid steps of one vreg each, the pipeline's per-step
  bookkeeping outweighing the work.

No locations are emitted (they would hold this file's absolute path).
"""
import os
import pathlib

os.environ.setdefault("JAX_PLATFORMS", "cpu")  # lowering for TPU needs no TPU

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import export  # noqa: E402
from jax.experimental import pallas as pl  # noqa: E402
from jax.experimental.pallas import tpu as pltpu  # noqa: E402

from make_preflight_fixtures import without_locations  # noqa: E402

HERE = pathlib.Path(__file__).parent


def matmul_kernel(x_ref, y_ref, o_ref):
    @pl.when(pl.program_id(2) == 0)
    def _():
        o_ref[...] = jnp.zeros_like(o_ref)

    o_ref[...] += jnp.dot(x_ref[...], y_ref[...], preferred_element_type=jnp.float32)


def matmul(x, y, block=2048, depth=512):
    m, k = x.shape
    n = y.shape[1]
    return pl.pallas_call(
        matmul_kernel,
        out_shape=jax.ShapeDtypeStruct((m, n), jnp.float32),
        grid=(m // block, n // block, k // depth),
        in_specs=[pl.BlockSpec((block, depth), lambda i, j, kk: (i, kk)),
                  pl.BlockSpec((depth, block), lambda i, j, kk: (kk, j))],
        out_specs=pl.BlockSpec((block, block), lambda i, j, kk: (i, j)),
        compiler_params=pltpu.CompilerParams(vmem_limit_bytes=64 << 20),
    )(x, y)


def copy_kernel(x_ref, o_ref):
    o_ref[...] = x_ref[...]


def copy(x):
    spec = pl.BlockSpec((512, 1024), lambda i: (i, 0))
    return pl.pallas_call(copy_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
                          grid=(x.shape[0] // 512,), in_specs=[spec], out_specs=spec)(x)


def add_kernel(x_ref, y_ref, o_ref):
    o_ref[...] = x_ref[...] + y_ref[...]


def tiny_add(x, y):
    block = (8, 128)
    spec = pl.BlockSpec(block, lambda i, j: (i, j))
    grid = (x.shape[0] // block[0], x.shape[1] // block[1])
    return pl.pallas_call(add_kernel, out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype), grid=grid,
                          in_specs=[spec, spec], out_specs=spec)(x, y)


def write(name, program, *args):
    exported = export.export(jax.jit(program), platforms=["tpu"])(*args)
    (HERE / name).write_text(without_locations(exported))
    print("wrote", HERE / name)


def main():
    jax.config.update("jax_include_full_tracebacks_in_locations", True)
    jax.config.update("jax_traceback_in_locations_limit", 0)
    bf16 = jax.ShapeDtypeStruct((4096, 4096), jnp.bfloat16)
    write("pallas_matmul.mlir", matmul, bf16, bf16)
    write("pallas_copy.mlir", copy, jax.ShapeDtypeStruct((4096, 1024), jnp.float32))
    f32 = jax.ShapeDtypeStruct((1024, 1024), jnp.float32)
    write("pallas_tiny_blocks.mlir", tiny_add, f32, f32)


if __name__ == "__main__":
    main()
