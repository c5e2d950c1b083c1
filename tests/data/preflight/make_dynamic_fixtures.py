"""Writes the fixtures of the estimate's input-resolved counts (trip_counts.h):
Pallas TPU kernels whose work depends on values, exported for the TPU with
jax.export on a host with no TPU (run once; the .mlir files are committed):

  .venv/bin/python tests/data/preflight/make_dynamic_fixtures.py

- pallas_prefetch_loop.mlir: main(n: s32[1], x: f32[256, 512]); n is a
  scalar-prefetch operand (SMEM) and the kernel runs
  `x = x * 1.0001 + 0.5` n[0] times on its one block (lax.fori_loop with
  the bound read from SMEM). Its executed bundles must scale with n.
- pallas_when_half.mlir: main(x: f32[2048, 512]), grid (8,), each step
  tanh-heavy work (12 tanh) on its (256, 512) block under
  pl.when(program_id < 4): the second half of the grid is skipped.
- pallas_when_none.mlir: the same kernel without the guard (every step).

No locations are emitted (see make_preflight_fixtures.py), but for the
same prefetch-loop kernel exported the ordinary way, which the pre-flight
must read as it reads the project's own export (issue #43, step 0):
- pallas_prefetch_loop.loc.mlir: `Exported.mlir_module()` as JAX prints it,
  with its location info (`#loc` aliases, `loc(...)` on every operation);
- pallas_prefetch_loop.mlirbc: `Exported.mlir_module_serialized`, the
  portable artifact (VHLO bytecode);
- n128.npy: its n, s32[1] = 128.
"""
import os
import pathlib

os.environ.setdefault("JAX_PLATFORMS", "cpu")  # lowering for TPU needs no TPU

import jax  # noqa: E402
import numpy as np  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import export  # noqa: E402
from jax.experimental import pallas as pl  # noqa: E402
from jax.experimental.pallas import tpu as pltpu  # noqa: E402

from make_preflight_fixtures import without_locations  # noqa: E402

HERE = pathlib.Path(__file__).parent


def prefetch_loop_kernel(n_ref, x_ref, o_ref):
    def body(_, x):
        return x * 1.0001 + 0.5

    o_ref[...] = jax.lax.fori_loop(0, n_ref[0], body, x_ref[...])


def prefetch_loop(n, x):
    spec = pl.BlockSpec((256, 512), lambda i, n_ref: (0, 0))
    return pl.pallas_call(
        prefetch_loop_kernel,
        out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
        grid_spec=pltpu.PrefetchScalarGridSpec(num_scalar_prefetch=1, grid=(1,), in_specs=[spec], out_specs=spec),
    )(n, x)


def heavy(x):
    for _ in range(12):
        x = jnp.tanh(x * 1.5 + 0.25)
    return x


def when_kernel(guarded):
    def kernel(x_ref, o_ref):
        if not guarded:
            o_ref[...] = heavy(x_ref[...])
            return

        @pl.when(pl.program_id(0) < pl.num_programs(0) // 2)
        def _():
            o_ref[...] = heavy(x_ref[...])

    return kernel


def when_grid(guarded):
    def program(x):
        spec = pl.BlockSpec((256, 512), lambda i: (i, 0))
        return pl.pallas_call(
            when_kernel(guarded),
            out_shape=jax.ShapeDtypeStruct(x.shape, x.dtype),
            grid=(x.shape[0] // 256,),
            in_specs=[spec],
            out_specs=spec,
        )(x)

    return program


def write(name, function, *args):
    exported = export.export(jax.jit(function), platforms=["tpu"])(*args)
    (HERE / name).write_text(without_locations(exported))
    print("wrote", HERE / name)
    return exported


def write_as_jax_writes_it(stem, exported):
    """The module as a user would hand it over: text with locations, and bytecode."""
    (HERE / f"{stem}.loc.mlir").write_text(exported.mlir_module())
    (HERE / f"{stem}.mlirbc").write_bytes(exported.mlir_module_serialized)
    print("wrote", HERE / f"{stem}.loc.mlir", "and", HERE / f"{stem}.mlirbc")


def main():
    jax.config.update("jax_include_full_tracebacks_in_locations", True)
    jax.config.update("jax_traceback_in_locations_limit", 0)
    n = jax.ShapeDtypeStruct((1,), jnp.int32)
    write("pallas_prefetch_loop.mlir", prefetch_loop, n, jax.ShapeDtypeStruct((256, 512), jnp.float32))
    # Locations carry the source's own path and lines, not jax's frames (as in a user's export).
    jax.config.update("jax_include_full_tracebacks_in_locations", False)
    jax.config.update("jax_traceback_in_locations_limit", 10)
    write_as_jax_writes_it("pallas_prefetch_loop", export.export(jax.jit(prefetch_loop), platforms=["tpu"])(
        n, jax.ShapeDtypeStruct((256, 512), jnp.float32)))
    jax.config.update("jax_include_full_tracebacks_in_locations", True)
    jax.config.update("jax_traceback_in_locations_limit", 0)
    np.save(HERE / "n128.npy", np.array([128], np.int32))
    x = jax.ShapeDtypeStruct((2048, 512), jnp.float32)
    write("pallas_when_half.mlir", when_grid(True), x)
    write("pallas_when_none.mlir", when_grid(False), x)


if __name__ == "__main__":
    main()
