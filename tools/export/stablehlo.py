"""Exported StableHLO: normalise to reproducible text + portable bytecode,
and read facts back from the text (platform-index argument, custom calls)."""
import re
from dataclasses import dataclass, field

from jax import export as jax_export
from jax._src.export import _export
from jax._src.interpreters import mlir
from jax._src.lib import _jax
from jax._src.lib.mlir import ir, passmanager

PLATFORMS = ("cpu", "cuda", "tpu")
# How jax.export declares the platform index of a multi-platform module.
PLATFORM_INDEX_ATTR = 'jax.global_constant = "_platform_index"'
PLATFORM_INDEX_DECL = f'%arg0: tensor<i32> {{{PLATFORM_INDEX_ATTR}}}'

_MAIN_LINE = "  func.func public @main("
_MAIN_RE = re.compile(r"func\.func public @main\((.*?)\)\s*->", re.S)
_CUSTOM_CALL_RE = re.compile(
    r'stablehlo\.custom_call @([A-Za-z0-9_$.\-]+)'
    r'|call_target_name = "([^"]+)"')


@dataclass
class Program:
    """One exported program: `text` (.mlir) and `bytecode` (.mlirbc)."""
    name: str
    text: str
    bytecode: bytes
    platforms: tuple
    platform_index_argument: bool
    in_avals: tuple
    out_avals: tuple
    custom_call_targets: list = field(default_factory=list)
    jaxpr: object = None  # the traced jaxpr (jax.extend.core.Jaxpr)


def normalise(serialized):
    """Strip every location (they carry absolute source paths and line
    numbers) from a jax.export portable artifact; return (text, bytecode).

    The bytecode is re-serialised exactly as jax.export does it: a VHLO
    portable artifact targeting the StableHLO version JAX guarantees 4 weeks
    of compatibility for. The text is that artifact deserialised to
    StableHLO and printed without debug info, i.e. what
    `Exported.mlir_module()` prints, minus the locations.
    """
    with mlir.make_ir_context(), ir.Location.unknown():
        module = _jax.mlir.deserialize_portable_artifact(serialized)
        passmanager.PassManager.parse(
            "builtin.module(strip-debuginfo)").run(module.operation)
        bytecode = _export._module_to_bytecode(module)
    with mlir.make_ir_context(), ir.Location.unknown():
        module = _jax.mlir.deserialize_portable_artifact(bytecode)
        text = mlir.module_to_string(module, enable_debug_info=False)
    return text, bytecode


def main_arguments(text):
    """The argument list of `main` as written in the text."""
    m = _MAIN_RE.search(text)
    if not m:
        raise ValueError("exported module has no public @main")
    return m.group(1)


def has_platform_index_argument(text):
    """True when main's first argument is the platform index:
    `%arg0: tensor<i32> {jax.global_constant = "_platform_index"}`."""
    args = main_arguments(text)
    first = re.match(r"\s*%arg0: tensor<i32> \{([^}]*)\}", args)
    return bool(first and PLATFORM_INDEX_ATTR in first.group(1))


def specialise_platform(text, index):
    """The multi-platform module `text` with its platform index fixed to
    `index` (main then takes only the real inputs).

    This is the rewrite the C++ runtime should apply before compiling: on
    main's signature line, delete `%arg0: tensor<i32> {jax.global_constant =
    "_platform_index"}` (and the `, ` after it); after that line (it ends with
    `{`) insert `    %arg0 = stablehlo.constant dense<INDEX> : tensor<i32>`.
    XLA then folds the per-platform `stablehlo.case` ops, so the program
    compiles exactly as `jax.jit` compiles it (same fusions and numerics); fed
    as a runtime argument, the index leaves conditionals that block fusion.
    """
    start = text.index(_MAIN_LINE)
    end = text.index("\n", start)
    line = text[start:end]
    if not line.endswith("{") or line.count(PLATFORM_INDEX_DECL) != 1:
        raise ValueError("main's signature line is not in the expected form")
    decl = PLATFORM_INDEX_DECL + (", " if PLATFORM_INDEX_DECL + ", " in line else "")
    line = line.replace(decl, "", 1)
    const = f"    %arg0 = stablehlo.constant dense<{int(index)}> : tensor<i32>"
    return text[:start] + line + "\n" + const + text[end:]


def custom_call_targets(text):
    found = set()
    for a, b in _CUSTOM_CALL_RE.findall(text):
        found.add(a or b)
    return sorted(found)


class Stopped(Exception):
    """export_program's `stop()` was true between two of its stages."""


def _stop_if(stop):
    if stop is not None and stop():
        raise Stopped()


def export_program(fn, arg_specs, platforms, name, allow_custom_calls=(), stop=None):
    """jax.export `fn` (a plain function; jitted here) for `platforms`.

    allow_custom_calls: targets jax.export would otherwise refuse as having
    no compatibility guarantee (e.g. Triton's "__gpu$xla.gpu.triton").
    stop: asked between the stages (trace, lower, normalise); when true,
    raises Stopped (a warm-up that gives way to a request, zygote_spare.py).

    Raises ValueError when the module's platform-index argument does not
    match what jax.export promises for that many platforms.
    """
    fn.__name__ = fn.__qualname__ = name  # module name: @jit_<name>
    import jax
    # keep_unused: main must take every input even if the function ignores it.
    checks = [jax_export.DisabledSafetyCheck.custom_call(t)
              for t in allow_custom_calls]
    jitted = jax.jit(fn, keep_unused=True)
    # Traced once: jax.export's own trace of `jitted` finds this one in jit's cache.
    jaxpr = jitted.trace(*arg_specs).jaxpr.jaxpr
    _stop_if(stop)
    exported = jax_export.export(
        jitted, platforms=list(platforms), disabled_checks=checks)(*arg_specs)
    if exported.module_kept_var_idx != tuple(range(len(arg_specs))):
        raise ValueError(f"{name}: exported main dropped arguments")
    _stop_if(stop)
    text, bytecode = normalise(exported.mlir_module_serialized)
    expect_index = len(platforms) > 1
    if has_platform_index_argument(text) != expect_index:
        raise ValueError(
            f"{name}: platform-index argument {'missing' if expect_index else 'unexpected'}"
            f" in the module exported for {list(platforms)}")
    if expect_index:
        specialise_platform(text, 0)  # the runtime's rewrite must apply
    return Program(
        name=name, text=text, bytecode=bytecode,
        platforms=tuple(exported.platforms),
        platform_index_argument=expect_index,
        in_avals=tuple(exported.in_avals), out_avals=tuple(exported.out_avals),
        custom_call_targets=custom_call_targets(text), jaxpr=jaxpr)


def bytecode_target_version():
    """The StableHLO version the .mlirbc portable artifacts target."""
    from jax._src.lib.mlir.dialects import hlo
    return hlo.get_version_from_compatibility_requirement(
        hlo.StablehloCompatibilityRequirement.WEEK_4)
