"""Writes the TPU time estimate's loop fixtures: plain XLA programs whose
work sits in an HLO while loop with a constant trip count, the case where
libtpu compiles the loop body's fusions as their own units, called from
the top-level program's loop (run once; the .mlir files are committed):

  .venv/bin/python tests/data/preflight/make_loop_fixtures.py

- xla_loop_8.mlir: x = tanh(x @ w + x) 8 times on f32[512, 512] (lax.fori_loop).
- xla_loop_16.mlir: the same body 16 times: twice the loop, the estimate
  must roughly double.
- xla_loop_dynamic.mlir: the same body n[0] times, n an s32[1] argument: a
  while loop whose bound is a value on the device, which the host counts
  on the given n (without inputs: counted once, and said so).
- xla_loop_nested.mlir: 4 trips of an outer loop, each running the body
  n[i] times (n an s32[4] argument): an inner loop whose bound changes
  with each outer trip, counted on the host as the sum of n.
- xla_loop_stepped.mlir: a lax.while_loop from 0 while i < n[0], i
  stepping by n[1] (n an s32[2] argument): n = (8, 1) runs 8 trips, n =
  (8, 0) never ends, which the host's count must stop, not hang on.

No locations are emitted (they would hold this file's absolute path).
"""
import os
import pathlib

os.environ.setdefault("JAX_PLATFORMS", "cpu")  # lowering for TPU needs no TPU

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax import export  # noqa: E402

HERE = pathlib.Path(__file__).parent


def looped(trips):
    def program(x, w):
        return jax.lax.fori_loop(0, trips, lambda i, x: jnp.tanh(x @ w + x), x)

    return program


def looped_to_argument(x, w, n):
    return jax.lax.fori_loop(0, n[0], lambda i, x: jnp.tanh(x @ w + x), x)


def nested_to_argument(x, w, n):
    def outer(i, x):
        return jax.lax.fori_loop(0, n[i], lambda j, x: jnp.tanh(x @ w + x), x)

    return jax.lax.fori_loop(0, 4, outer, x)


def stepped_to_argument(x, w, n):
    def body(carry):
        i, x = carry
        return i + n[1], jnp.tanh(x @ w + x)

    return jax.lax.while_loop(lambda carry: carry[0] < n[0], body, (jnp.int32(0), x))[1]


def without_locations(exported):
    from jax._src.interpreters import mlir
    from jax._src.lib.mlir import ir, passmanager

    with mlir.make_ir_context(), ir.Location.unknown():
        module = ir.Module.parse(exported.mlir_module())
        passmanager.PassManager.parse("builtin.module(strip-debuginfo)").run(module.operation)
        return module.operation.get_asm(enable_debug_info=False)


def write(name, program, *args):
    exported = export.export(jax.jit(program), platforms=["tpu"])(*args)
    path = HERE / name
    path.write_text(without_locations(exported))
    print("wrote", path)


def main():
    arg = jax.ShapeDtypeStruct((512, 512), jnp.float32)
    for trips in (8, 16):
        write(f"xla_loop_{trips}.mlir", looped(trips), arg, arg)
    write("xla_loop_dynamic.mlir", looped_to_argument, arg, arg, jax.ShapeDtypeStruct((1,), jnp.int32))
    write("xla_loop_nested.mlir", nested_to_argument, arg, arg, jax.ShapeDtypeStruct((4,), jnp.int32))
    write("xla_loop_stepped.mlir", stepped_to_argument, arg, arg, jax.ShapeDtypeStruct((2,), jnp.int32))


if __name__ == "__main__":
    main()
