"""Builds one record's program: the op at the record's shapes and config,
through the op's own tokamax class (the one its autotuning file is named
for), standardised as tokamax's benchmark runs it (benchmarking.
standardize_function, forward mode: every array a positional argument),
and exported for TPU with jax.export on this CPU host. Pallas Mosaic
kernels lower for the target's generation under an abstract mesh naming
its device kind; no TPU is needed.

Writes into OUT: module.mlirbc (exported.mlir_module_serialized),
module.mlir (exported.mlir_module(), with locations), arg<i>.npy for each
integer/bool argument of main (the values the TPU run used: specs.py), and
build.json: the status, the arguments (name, shape, dtype, the .npy or
"-" for a float array whose values no kernel loop reads), where the
integer values came from, and the reason when it failed.

  JAX_PLATFORMS=cpu bench/tpu_measured/.venv/bin/python -m bench.tpu_measured.build --target v6e --id ID --out DIR
"""
import argparse
import json
import os
import pathlib
import time
import traceback

os.environ.setdefault("JAX_PLATFORMS", "cpu")

import jax  # noqa: E402
import numpy as np  # noqa: E402
from jax import export  # noqa: E402
from jax.sharding import AbstractDevice, AbstractMesh, use_abstract_mesh  # noqa: E402
from tokamax._src import benchmarking, numerics  # noqa: E402

from bench.tpu_measured import records as rec  # noqa: E402
from bench.tpu_measured import specs  # noqa: E402


def reason(error):
    """A failure's class: the exception type and the first line of its message, cut short."""
    first = (str(error).strip().splitlines() or [""])[0]
    return f"{type(error).__name__}: {first[:160]}"


def argument_names(bound):
    """Each array leaf's name (its parameter, then its path inside it: "mask.bool_mask"), in the order
    standardize_function flattens them (positional arguments, then keyword arguments)."""
    is_leaf = lambda x: isinstance(x, numerics.ArrayInitializer)  # noqa: E731
    leaves = jax.tree_util.tree_flatten_with_path((bound.args, bound.kwargs), is_leaf=is_leaf)[0]
    parameters = list(bound.signature.parameters)
    names = []
    for path, leaf in leaves:
        if not isinstance(leaf, benchmarking._ARRAY_TYPES):  # noqa: SLF001 - the same test it splits arrays by
            continue
        top, inner = path[1], jax.tree_util.keystr(path[2:]).replace("'", "").replace("[", ".").replace("]", "")
        parameter = parameters[top.idx] if path[0].idx == 0 else top.key
        names.append(parameter + inner)
    return names


def standardised(record):
    """(function of the flat arrays, the arrays, their names, matched ArgSpecs) for the record."""
    op, arguments = specs.parse(record["op"], record["key"], record["config"])
    arguments, matched = specs.with_spec_values(record["op"], record["key"], arguments)
    bound = op.bind(**arguments)
    function, arrays = benchmarking.standardize_function(op, *bound.args, kwargs=bound.kwargs, seed=None)
    names = argument_names(bound)
    if len(names) != len(arrays):
        names = [f"arg{i}" for i in range(len(arrays))]
    return function, arrays, names, matched


def export_module(function, arrays, target):
    """jax.export for TPU of function(arrays), every argument kept (the pre-flight's --input is by position)."""
    mesh = AbstractMesh((), (), abstract_device=AbstractDevice(device_kind=rec.DEVICE_KINDS[target], num_cores=1,
                                                               platform="tpu"))
    shapes = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in arrays]
    with use_abstract_mesh(mesh):
        return export.export(jax.jit(lambda *a: function(a), keep_unused=True), platforms=["tpu"])(*shapes)


def write_outputs(out, exported, arrays, names, values, sources):
    (out / "module.mlirbc").write_bytes(exported.mlir_module_serialized)
    text = exported.mlir_module()
    (out / "module.mlir").write_text(text)
    described = []
    for i, (name, array) in enumerate(zip(names, arrays)):
        entry = {"name": name, "shape": list(array.shape), "dtype": str(np.dtype(array.dtype))}
        if i in values:
            np.save(out / f"arg{i}.npy", values[i])
            entry.update(input=f"arg{i}.npy", values=sources[i])
        else:
            entry.update(input="-")
        described.append(entry)
    return {"arguments": described, "pallas_calls": text.count("tpu_custom_call"),
            "module_bytes": {"mlirbc": len(exported.mlir_module_serialized), "mlir": len(text)}}


def build(record, target, out):
    """Builds and exports the record into out; the build.json document (status built_failed |
    export_failed | exported)."""
    out.mkdir(parents=True, exist_ok=True)
    result = {"id": record["id"], "op": record["op"], "target": target}
    start = time.monotonic()
    try:
        function, arrays, names, matched = standardised(record)
        values, sources = specs.integer_values(arrays)
    except Exception as error:  # noqa: BLE001 - every failure is counted with its reason, never fatal
        result.update(status="built_failed", reason=reason(error), traceback=traceback.format_exc()[-3000:])
        return result
    result.update(arg_specs=matched[:5], arg_spec_matches=len(matched), build_seconds=time.monotonic() - start)
    try:
        exported = export_module(function, arrays, target)
        result.update(write_outputs(out, exported, arrays, names, values, sources))
    except Exception as error:  # noqa: BLE001
        result.update(status="export_failed", reason=reason(error), traceback=traceback.format_exc()[-3000:])
        return result
    result.update(status="exported", export_seconds=time.monotonic() - start - result["build_seconds"])
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=sorted(rec.TARGET_CHIPS), default="v6e")
    parser.add_argument("--id", required=True, help="a record id (records_<target>.json, or any of the wheel's)")
    parser.add_argument("--out", type=pathlib.Path, required=True)
    parser.add_argument("--json", action="store_true", help="print build.json to stdout")
    args = parser.parse_args()
    record = next((r for r in rec.load_records(args.target) if r["id"] == args.id), None)
    if record is None:
        raise SystemExit(f"no record {args.id} in tokamax's {rec.TARGET_CHIPS[args.target]} data")
    result = build(record, args.target, args.out)
    (args.out / "build.json").write_text(json.dumps(result, indent=1) + "\n")
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{args.id}: {result['status']} {result.get('reason', '')}")


if __name__ == "__main__":
    main()
