"""A record's arguments as tokamax ran them on the TPU: the op class its file
is named for, the key and config parsed by tokamax's own pydantic adapters,
and the integer operands' values.

tokamax's cache key keeps only shapes ("i32[16]"), not the values its
benchmark ran on. Those come from the op's ArgSpecs (each op folder's
arg_specs.py: concrete page tables, sequence lengths, ranged index
initializers), matched to the record by the key they serialise to; a
ragged_dot key carries its group sizes itself (GroupSizes: seeded
representative sizes summing to the total). An integer or bool array that
neither gives is drawn the way tokamax's autotuner drew it (numerics.
random_initialize, seed 0, one spawned generator per abstract array in
argument order), so the values are the ones the measured run used."""
import functools
import importlib
import json
import pathlib

import jax
import numpy as np
from tokamax._src import numerics
from tokamax._src.autotuning import cache as cache_lib
from tokamax._src.ops import op as op_lib
import tokamax._src.ops as ops_package

# Keys of a VJP op's record that its forward op's ArgSpec does not have.
VJP_ONLY = ("residuals", "out", "dout", "return_residuals")
SKIPPED_MODULES = ("_test", "test_", ".bench", "gpu", "triton", "cutedsl")


@functools.cache
def modules():
    """Every tokamax op module that imports on this host (GPU-only and test modules skipped), and the failures.
    Found by walking the folder, not pkgutil: experimental/ has no __init__.py, and pkgutil does not descend
    into a namespace package (its MLA and splash ArgSpecs live there)."""
    root = pathlib.Path(ops_package.__file__).parent
    loaded, failed = [], {}
    for path in sorted(root.rglob("*.py")):
        name = ".".join((ops_package.__name__,) + path.relative_to(root).with_suffix("").parts)
        if name.endswith("__init__") or any(part in name for part in SKIPPED_MODULES):
            continue
        try:
            loaded.append(importlib.import_module(name))
        except Exception as error:  # noqa: BLE001 - a module tokamax itself cannot import is reported, not fatal
            failed[name] = f"{type(error).__name__}: {error}"
    return loaded, failed


@functools.cache
def op_classes():
    """{op file name: Op subclass}: tokamax names each cache file after its class (snake_case)."""
    modules()

    def subclasses(cls):
        for sub in cls.__subclasses__():
            yield sub
            yield from subclasses(sub)

    return {op_lib.snake_case_name(cls): cls for cls in subclasses(op_lib.Op)}


def normalised(arguments):
    return json.dumps({k: v for k, v in arguments.items() if k not in VJP_ONLY}, sort_keys=True)


@functools.cache
def arg_spec_index(forward_name):
    """{serialised forward arguments: [ArgSpec, ...]} over every tokamax ArgSpec the forward op binds."""
    forward = op_classes()[forward_name]()
    adapter = op_lib._get_arg_spec_adapter(forward)  # noqa: SLF001 - tokamax's own key serialiser
    index = {}
    for module in modules()[0]:
        for spec in getattr(module, "ARG_SPECS", ()) if module.__name__.endswith("arg_specs") else ():
            try:
                bound = forward.bind(**spec.args)
                text = normalised(json.loads(adapter.dump_json(dict(bound.arguments))))
            except Exception:  # noqa: BLE001 - a spec of another op does not bind: not a match
                continue
            index.setdefault(text, []).append(spec)
    return index


def parse(op_name, key, config):
    """(op with the record's config, {argument: value}) parsed by the adapter tokamax reads its cache with."""
    op = op_classes()[op_name]()
    parsed = cache_lib._get_cache_adapter(op).validate_json(  # noqa: SLF001
        json.dumps({key: {config: {"evaluation_times_ms": [1.0], "compile_time_ms": 0, "lower_time_ms": 0,
                                   "peak_memory_mb": 0, "metadata": {}}}}))
    (arguments, data), = parsed.items()
    (parsed_config,) = data.keys()
    return op.replace(config=parsed_config, bypass_device_check=True), dict(arguments)


def with_spec_values(op_name, key, arguments):
    """The arguments with each array the matched ArgSpec gives concretely (or as a ranged initializer)
    substituted; (arguments, spec names matched)."""
    forward_name = op_name[:-4] if op_name.endswith("_vjp") else op_name
    specs = arg_spec_index(forward_name).get(normalised(json.loads(key)), [])
    if not specs:
        return arguments, []
    out = dict(arguments)
    for name, value in specs[0].args.items():
        if isinstance(value, (np.ndarray, numerics.ArrayInitializer)) and name in out:
            out[name] = value
    return out, [s.full_name for s in specs]


def is_integer(dtype):
    dtype = np.dtype(dtype)
    return dtype == np.bool_ or np.issubdtype(dtype, np.integer)


def integer_values(arrays):
    """{position: np.ndarray} for each integer/bool array: concrete ones as given, abstract ones drawn as
    numerics.random_initialize(arrays, seed=0) draws them (the same generator per position), floats skipped."""
    abstract = [i for i, a in enumerate(arrays) if isinstance(a, (jax.ShapeDtypeStruct, numerics.ArrayInitializer))]
    generators = dict(zip(abstract, np.random.default_rng(0).spawn(len(abstract))))
    values, sources = {}, {}
    for i, array in enumerate(arrays):
        if not is_integer(array.dtype):
            continue
        if i not in generators:
            values[i], sources[i] = np.asarray(array), "concrete"
        elif isinstance(array, numerics.ArrayInitializer):
            values[i], sources[i] = np.asarray(array(generators[i])), "ranged initializer"
        else:
            values[i] = np.asarray(numerics._init_array(generators[i], array))  # noqa: SLF001
            sources[i] = "tokamax random_initialize"
    return values, sources
