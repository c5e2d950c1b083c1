"""A swept record read again from the cache: its estimate from the kept dump
by the current worker (a change to the estimate scored without compiling) and
its integer arguments from the .npy files its build wrote."""
import json

import numpy as np

from bench.tpu_measured import preflight

NPY_DTYPES = {"int32": "s32", "uint32": "u32", "int16": "s16", "uint16": "u16", "int8": "s8", "uint8": "u8",
              "bool": "pred"}


def with_arguments(kernel_inputs, cache, record_id):
    """kernel_inputs.json as a pre-flight of this build writes it: with the module's small integer arguments
    (what XLA's own kernels read), taken from the record's .npy files when a dump older than them lacks them."""
    document = json.loads(kernel_inputs.read_text()) if kernel_inputs.exists() else {"source": "given", "calls": []}
    if "arguments" in document:
        return kernel_inputs
    arguments = []
    for position, value in enumerate(integer_values(cache, record_id, by_position=True)):
        if value is not None and value.dtype.name in NPY_DTYPES and value.size <= 1 << 20:
            arguments.append({"index": position, "dtype": NPY_DTYPES[value.dtype.name],
                              "element_bytes": value.dtype.itemsize, "shape": list(value.shape),
                              "values": [int(v) for v in value.ravel()]})
    document["arguments"] = arguments
    out = kernel_inputs.parent / "kernel_inputs.with_arguments.json"
    out.write_text(json.dumps(document))
    return out


def reestimate(rows, cache, progress, with_inputs=True):
    """Each compiled record's estimate read again from its kept dump by the current worker (without_inputs: its
    kernels' operand values not given, so their value-bounded loops count once: what the inputs are worth)."""
    for k, row in enumerate(r for r in rows.values() if r.get("status") == "compiles"):
        keep = sorted((cache / row["id"] / "keep").glob("*/tpu-dump"))
        if not keep:
            continue
        label = keep[0].parent
        inputs = label / "kernel_inputs.json"
        if with_inputs and not row.get("inputs_refused"):  # refused (f8): pre-flighted without any input
            inputs = with_arguments(inputs, cache, row["id"])
        inputs = inputs if with_inputs else None
        row["tpu_estimate"] = preflight.estimate_row(preflight.reestimate(keep[0], label / "result.json", inputs))
        if k % 50 == 0:
            progress(f"re-estimated {k} records from their dumps")


def integer_values(cache, record_id, by_position=False):
    """{argument name: values} of the record's integer arguments, as its build wrote them (by_position: a list
    over all its arguments, None where one was not written)."""
    build = cache / record_id / "build.json"
    arguments = json.loads(build.read_text())["arguments"] if build.exists() else []
    values = [None if a["input"] == "-" else np.load(cache / record_id / a["input"]) for a in arguments]
    if by_position:
        return values
    return {a["name"]: v for a, v in zip(arguments, values) if v is not None}
