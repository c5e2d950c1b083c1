"""Writes the TPU pre-flight fixtures: three planted Pallas TPU candidates,
exported for the TPU with jax.export on a host with no TPU (run once; the
.mlir files are committed so the C++ tests need no Python):

  .venv/bin/python tests/data/preflight/make_preflight_fixtures.py

Each is an elementwise add of two f32 arrays through pl.pallas_call:

- pallas_good.mlir: f32[1024, 1024], blocks (256, 512). Compiles for every
  TPU target.
- pallas_bad_tiling.mlir: f32[1024, 1000], blocks (8, 100): the last block
  dimension is neither a multiple of 128 nor the array's 1000. JAX's own
  lowering refuses this before libtpu sees it, so the script switches that
  Python-side check off to plant the module a hand-written or differently
  produced candidate could carry; libtpu's Mosaic compiler then rejects it
  (E2002 CompileTimeMosaicMisalignedBlockAndTiling, naming the block shape).
- pallas_vmem_oom.mlir: f32[2048, 4096], blocks (1024, 2048) = 8 MiB each;
  two inputs and the output, double-buffered, need 48 MiB of VMEM, over the
  default scoped VMEM limit (32 MiB on v6e, 16 MiB on v5e): libtpu fails it
  with E1001 CompileTimeScopedVmemOom.
- pallas_good_grid2x.mlir: pallas_good over f32[2048, 1024], the same blocks
  on twice the grid (the TPU time estimate must roughly double).

And one plain XLA program (no Pallas):

- xla_hbm_oom.mlir: f32[65536, 65536] (16 GiB) in, the input and its double
  concatenated out (32 GiB): more than any single TPU v5e/v6e chip's HBM;
  libtpu fails it with "Ran out of memory on HBM" and the sizes.

No locations are emitted (they would hold this file's absolute path, also
inside the Mosaic payload).
"""
import os
import pathlib

os.environ.setdefault("JAX_PLATFORMS", "cpu")  # lowering for TPU needs no TPU

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import export  # noqa: E402
from jax.experimental import pallas as pl  # noqa: E402

HERE = pathlib.Path(__file__).parent


def add_kernel(x_ref, y_ref, o_ref):
    o_ref[...] = x_ref[...] + y_ref[...]


def blocked_add(shape, block):
    grid = (shape[0] // block[0], shape[1] // block[1])

    def program(x, y):
        spec = pl.BlockSpec(block, lambda i, j: (i, j))
        return pl.pallas_call(
            add_kernel,
            out_shape=jax.ShapeDtypeStruct(shape, jnp.float32),
            grid=grid,
            in_specs=[spec, spec],
            out_specs=spec,
        )(x, y)

    return program


def without_locations(exported):
    """The module's text with every location stripped."""
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir, passmanager

    with mlir.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(exported.mlir_module())
        passmanager.PassManager.parse("builtin.module(strip-debuginfo)").run(module.operation)
        return module.operation.get_asm(enable_debug_info=False)


def write(name, shape, block):
    arg = jax.ShapeDtypeStruct(shape, jnp.float32)
    exported = export.export(jax.jit(blocked_add(shape, block)), platforms=["tpu"])(arg, arg)
    (HERE / name).write_text(without_locations(exported))
    print("wrote", HERE / name)


def hbm_oom(x):
    return jnp.concatenate([x, x * 2], axis=0)


def main():
    # No Python frames in locations, also inside the Mosaic payload that
    # strip-debuginfo cannot reach.
    jax.config.update("jax_include_full_tracebacks_in_locations", True)
    jax.config.update("jax_traceback_in_locations_limit", 0)
    write("pallas_good.mlir", (1024, 1024), (256, 512))
    # The same block over twice the grid: the TPU time estimate's test.
    write("pallas_good_grid2x.mlir", (2048, 1024), (256, 512))
    write("pallas_vmem_oom.mlir", (2048, 4096), (1024, 2048))
    big = jax.ShapeDtypeStruct((65536, 65536), jnp.float32)
    exported = export.export(jax.jit(hbm_oom), platforms=["tpu"])(big)
    (HERE / "xla_hbm_oom.mlir").write_text(without_locations(exported))
    print("wrote", HERE / "xla_hbm_oom.mlir")

    # Plant the misaligned blocks past JAX's Python-side check.
    from jax._src.pallas.mosaic import lowering

    check = lowering._check_block_mappings
    lowering._check_block_mappings = lambda *args, **kwargs: None
    try:
        write("pallas_bad_tiling.mlir", (1024, 1000), (8, 100))
    finally:
        lowering._check_block_mappings = check


if __name__ == "__main__":
    main()
