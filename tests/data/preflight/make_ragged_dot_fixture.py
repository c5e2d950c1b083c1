"""Writes the fixture of XLA's own ragged dot (no Pallas call in the module:
libtpu makes a metadata kernel on the group sizes and a matmul kernel whose
loop its results bound; tpu_model/kernel_dataflow.h):

  .venv/bin/python tests/data/preflight/make_ragged_dot_fixture.py

- xla_ragged_dot.mlir: jax.lax.ragged_dot of bf16[1024, 256] rows in 8
  groups against bf16[8, 256, 256], exported for the TPU, locations stripped.
- groups_even.npy: 8 groups of 128 rows (each 256-row tile meets 2 groups);
  groups_one.npy: all 1024 rows in the first group (each tile meets 1).
"""
import os
import pathlib

os.environ.setdefault("JAX_PLATFORMS", "cpu")  # lowering for TPU needs no TPU

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import export  # noqa: E402

HERE = pathlib.Path(__file__).parent
ROWS, DEPTH, OUT, GROUPS = 1024, 256, 256, 8


def without_locations(text):
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir, passmanager

    with mlir.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(text)
        passmanager.PassManager.parse("builtin.module(strip-debuginfo)").run(module.operation)
        return module.operation.get_asm(enable_debug_info=False)


def main():
    args = (jax.ShapeDtypeStruct((ROWS, DEPTH), jnp.bfloat16), jax.ShapeDtypeStruct((GROUPS, DEPTH, OUT), jnp.bfloat16),
            jax.ShapeDtypeStruct((GROUPS,), jnp.int32))
    exported = export.export(jax.jit(jax.lax.ragged_dot), platforms=["tpu"])(*args)
    (HERE / "xla_ragged_dot.mlir").write_text(without_locations(exported.mlir_module()))
    np.save(HERE / "groups_even.npy", np.full(GROUPS, ROWS // GROUPS, dtype=np.int32))
    np.save(HERE / "groups_one.npy", np.array([ROWS] + [0] * (GROUPS - 1), dtype=np.int32))


if __name__ == "__main__":
    main()
