"""The suite's programs for one workload and size: inputs, reference, truth
(and pallas_tpu at full size), as plain functions and as exported modules."""
import contextlib
import functools
import inspect

import jax
import jax.numpy as jnp

from tools.export.loading import WorkloadError, describe
from tools.export.stablehlo import PLATFORMS, export_program

SEED_SPEC = jax.ShapeDtypeStruct((2,), jnp.uint32)
MODE_SPEC = jax.ShapeDtypeStruct((), jnp.int32)


def inputs_fn(module, size):
    """fn(seed u32[2], mode s32) -> the inputs tuple; mode picks MODES[mode]
    (clipped to the valid range)."""
    modes = list(module.MODES)

    def inputs(seed, mode):
        key = jax.random.wrap_key_data(seed, impl="threefry2x32")
        branches = [functools.partial(_make, module, key, name, size)
                    for name in modes]
        return jax.lax.switch(jnp.clip(mode, 0, len(modes) - 1), branches)
    return inputs


@contextlib.contextmanager
def one_threefry_lowering():
    """While exporting the inputs program: every platform lowers threefry2x32
    with JAX's CPU rule (its rolled loop) instead of the unrolled rule JAX
    uses elsewhere. The bits are the same (threefry is integer arithmetic);
    the module then has no per-platform `case` in each random draw, and XLA
    compiles it as it compiles a single-platform export: 41k's mode 0 on the
    CPU plugin 1.80 -> 1.20 s (jax.jit of the same: 1.05 s), its text 240 ->
    ~43 KB. On a TPU or GPU the rolled loop is 5 iterations of 4 rounds
    (the judge makes inputs off the timed path)."""
    from jax._src.interpreters import mlir
    from jax._src.random import threefry2x32 as threefry
    primitive = threefry.threefry2x32_p
    rolled = mlir._platform_specific_lowerings["cpu"][primitive]
    common = mlir._lowerings.get(primitive)
    saved = {p: mlir._platform_specific_lowerings[p].pop(primitive, None) for p in PLATFORMS}
    # One common rule and no platform's own: lowering emits it with no `case`.
    mlir._lowerings[primitive] = rolled
    try:
        yield
    finally:
        mlir._lowerings[primitive] = common
        for p, entry in saved.items():
            if entry is not None:
                mlir._platform_specific_lowerings[p][primitive] = entry


def _make(module, key, mode, size):
    out = module.make_inputs(key, mode, size)
    return tuple(out) if isinstance(out, (tuple, list)) else (out,)


def reference_fn(module):
    def reference(*xs):
        return module.workload(*xs)
    return reference


def truth_fn(module):
    """Suite-dtype inputs in; floating inputs cast to f32, matmuls at highest
    precision, floating outputs returned as f32."""
    def truth(*xs):
        xs = [_to_f32(x) for x in xs]
        with jax.default_matmul_precision("highest"):
            out = module.workload(*xs)
        return jax.tree_util.tree_map(_to_f32, out)
    return truth


def pallas_fn(module):
    def pallas_tpu(*xs):
        return module.pallas_tpu(*xs)
    return pallas_tpu


def _to_f32(x):
    if jnp.issubdtype(x.dtype, jnp.floating):
        return x.astype(jnp.float32)
    return x


def input_names(module, count):
    """Parameter names of `workload`, or in{i} where it takes *args."""
    try:
        params = list(inspect.signature(module.workload).parameters.values())
    except (TypeError, ValueError):
        params = []
    names = []
    for p in params:
        if p.kind not in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD):
            break
        names.append(p.name)
    if len(names) != count:
        return [f"in{i}" for i in range(count)]
    return names


def export_all(module, size):
    """Export every program of (module, size); returns {name: Program}.
    Raises WorkloadError naming the program and the workload.py line."""
    progs = {}
    with one_threefry_lowering():
        _export(progs, module, inputs_fn(module, size), [SEED_SPEC, MODE_SPEC],
                PLATFORMS, "inputs")
    specs = [jax.ShapeDtypeStruct(a.shape, a.dtype)
             for a in progs["inputs"].out_avals]
    _export(progs, module, reference_fn(module), specs, PLATFORMS, "reference")
    _export(progs, module, truth_fn(module), specs, PLATFORMS, "truth")
    # The judge times and checks these single-platform exports: a candidate is
    # exported for one platform too, so reference and candidate reach the
    # compiler in the same form (the multi-platform module keeps per-platform
    # `case` ops that XLA must fold away first).
    for platform in PLATFORMS:
        _export(progs, module, reference_fn(module), specs, (platform,), "reference",
                key=f"reference.{platform}")
        _export(progs, module, truth_fn(module), specs, (platform,), "truth",
                key=f"truth.{platform}")
    if size == "full" and callable(getattr(module, "pallas_tpu", None)):
        _export(progs, module, pallas_fn(module), specs, ("tpu",), "pallas_tpu")
    return progs


def _export(progs, module, fn, specs, platforms, name, key=None):
    key = key or name
    try:
        progs[key] = export_program(fn, specs, platforms, name)
    except Exception as e:
        raise WorkloadError(f"exporting {key}: {describe(e, module.__file__)}") from e
