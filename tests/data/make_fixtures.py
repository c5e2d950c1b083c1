"""Writes the runtime tests' fixtures with NumPy and JAX (run once; the
outputs are committed so the tests need no Python):

  python tests/data/make_fixtures.py   (from the project's .venv)

- npy_<dtype>.npy: arrays written by numpy.save (bf16, float8, float4 via ml_dtypes), whose
  values the C++ reader must reproduce: element i = (i % 7) - 3 (bool: i % 2).
- unsupported_complex.npy, truncated.npy, fortran.npy: bad inputs.
- softmax.mlir/.mlirbc: a JAX-exported program (bf16 matmul, f32 softmax,
  sum of squares), with inputs softmax_x.npy, softmax_w.npy and JAX's own
  outputs softmax_out0.npy, softmax_out1.npy.
- float8.mlir: float8_e4m3fn and float8_e5m2 in and out (float8_fixtures).
- float4.mlir: float4_e2m1fn in and out (float4_fixtures), its input saved
  as '<V1' like float8_e4m3fn's.
- bf16_dot_softmax.mlir: the same with the matmul result in bf16, and JAX's
  output bf16_dot_softmax_out0.npy (compares CPU plugins; see README).
"""
import pathlib

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
from jax import export

HERE = pathlib.Path(__file__).parent

DTYPES = {
    "pred": np.bool_, "s8": np.int8, "s16": np.int16, "s32": np.int32, "s64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
    "f16": np.float16, "bf16": ml_dtypes.bfloat16, "f32": np.float32, "f64": np.float64,
    "f8e4m3fn": ml_dtypes.float8_e4m3fn, "f8e5m2": ml_dtypes.float8_e5m2, "f4e2m1fn": ml_dtypes.float4_e2m1fn,
}


def main():
    for name, dtype in DTYPES.items():
        i = np.arange(24).reshape(2, 3, 4)
        values = (i % 2).astype(bool) if name == "pred" else ((i % 7) - 3)
        if name.startswith("u"):
            values = i % 7
        np.save(HERE / f"npy_{name}.npy", values.astype(dtype))
    np.save(HERE / "npy_scalar_f32.npy", np.float32(2.5))
    np.save(HERE / "unsupported_complex.npy", np.zeros((2, 2), np.complex64))
    np.save(HERE / "fortran.npy", np.asfortranarray(np.arange(6, dtype=np.float32).reshape(2, 3)))
    full = (HERE / "npy_f32.npy").read_bytes()
    (HERE / "truncated.npy").write_bytes(full[: len(full) - 10])

    def softmax_program(x, w):
        logits = jnp.dot(x, w, preferred_element_type=jnp.float32)
        return jax.nn.softmax(logits, axis=-1).astype(x.dtype), jnp.sum(x.astype(jnp.float32) ** 2)

    rng = np.random.RandomState(0)
    x = rng.randn(8, 16).astype(ml_dtypes.bfloat16)
    w = (rng.randn(16, 4) * 0.3).astype(ml_dtypes.bfloat16)
    exported = export.export(jax.jit(softmax_program), platforms=["cpu"])(x, w)
    (HERE / "softmax.mlir").write_text(exported.mlir_module())
    (HERE / "softmax.mlirbc").write_bytes(exported.mlir_module_serialized)
    np.save(HERE / "softmax_x.npy", x)
    np.save(HERE / "softmax_w.npy", w)
    out0, out1 = jax.jit(softmax_program)(x, w)
    np.save(HERE / "softmax_out0.npy", np.asarray(out0))
    np.save(HERE / "softmax_out1.npy", np.asarray(out1))

    # The same with the matmul's result in bf16 (JAX's default for bf16
    # inputs): the case where a plugin from another XLA rounds differently.
    def bf16_dot_softmax(x, w):
        return jax.nn.softmax(jnp.dot(x, w).astype(jnp.float32), axis=-1).astype(x.dtype)

    exported = export.export(jax.jit(bf16_dot_softmax), platforms=["cpu"])(x, w)
    (HERE / "bf16_dot_softmax.mlir").write_text(exported.mlir_module())
    np.save(HERE / "bf16_dot_softmax_out0.npy", np.asarray(jax.jit(bf16_dot_softmax)(x, w)))
    float8_fixtures(rng)
    float4_fixtures()


def save_program(name, program, a, b):
    """NAME.mlir (exported for the CPU), its inputs NAME_a.npy, NAME_b.npy and JAX's outputs NAME_out<i>.npy."""
    exported = export.export(jax.jit(program), platforms=["cpu"])(a, b)
    (HERE / f"{name}.mlir").write_text(exported.mlir_module())
    np.save(HERE / f"{name}_a.npy", a)
    np.save(HERE / f"{name}_b.npy", b)
    for i, out in enumerate(jax.jit(program)(a, b)):
        np.save(HERE / f"{name}_out{i}.npy", np.asarray(out))


def float8_fixtures(rng):
    """float8.mlir: both 8-bit floats in and out (E4M3FN, E5M2), with an f32
    sum; its inputs float8_a.npy, float8_b.npy and JAX's outputs float8_out<i>.npy."""
    def float8_program(a, b):
        mixed = a.astype(jnp.float32) * 2 + b.astype(jnp.float32)
        return mixed.astype(jnp.float8_e4m3fn), mixed.astype(jnp.float8_e5m2), jnp.sum(mixed)

    a = (rng.randn(4, 8) * 4).astype(ml_dtypes.float8_e4m3fn)
    b = (rng.randn(4, 8) * 4).astype(ml_dtypes.float8_e5m2)
    save_program("float8", float8_program, a, b)


def float4_fixtures():
    """float4.mlir: a float4_e2m1fn and an f32 in, an f4 and an f32 sum out;
    its inputs float4_a.npy, float4_b.npy and JAX's outputs float4_out<i>.npy."""
    def float4_program(a, b):
        mixed = a.astype(jnp.float32) * 2 + b
        return mixed.astype(jnp.float4_e2m1fn), jnp.sum(mixed)

    rng = np.random.RandomState(4)  # its own: the fixtures above keep their bytes
    a = (rng.randn(4, 8) * 2).astype(ml_dtypes.float4_e2m1fn)
    b = rng.randn(4, 8).astype(np.float32)
    save_program("float4", float4_program, a, b)


if __name__ == "__main__":
    main()
