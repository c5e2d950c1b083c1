"""Export one workload's suite programs at a held-out shape (run by the judge's sandbox).

  python -m tools.export.held_out --workload-dir workloads/<id> --size small \
      --dims '{"batch": 3, "emb_dim": 640}' --platform cpu --out-dir DIR [--specs-only] [--json]

The judge draws the shape (src/suite/shape_family.h) after the candidate's
public export and asks for it here: the dimensions in --dims replace those of
SIZES[size] (a SHAPE_FAMILY entry `product_of` is derived from them), and
inputs, reference and truth are exported for one platform into DIR with a
manifest.json of the same schema as the committed ones (size "<size>@<shape>",
no fixtures). --specs-only writes the manifest's signatures and nothing else:
what a candidate's export at that shape needs (the TPU pre-flight's).

Exit codes: 0 ok; 3 the export failed (a bug of the suite at that shape: the
message names the program and the workload.py line); 2 usage error.
"""
import sys

if __name__ == "__main__" and not __package__:
    import os
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))

from tools.export import jaxcfg

jaxcfg.set_env(cpu_only=True)

import argparse  # noqa: E402
import contextlib  # noqa: E402
import json  # noqa: E402
import math  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

EXIT_EXPORT_ERROR = 3
EXIT_USAGE = 2


class UsageError(Exception):
    pass


def shape_label(dims):
    """`batch=3,emb_dim=640`: the key the judge and the cache use too."""
    return ",".join(f"{k}={dims[k]}" for k in sorted(dims))


def held_out_sizes(module, size, dims):
    """SIZES[size] with the drawn dimensions in place and the derived ones computed."""
    family = module.SHAPE_FAMILY
    base = dict(module.SIZES[size])
    for name, value in dims.items():
        spec = family.get(name)
        if spec is None or "product_of" in spec:
            raise UsageError(f"dimension '{name}' is not drawn in {module.CONFIG['name']}'s SHAPE_FAMILY")
        base[name] = int(value)
    for name, spec in family.items():
        if "product_of" in spec:
            base[name] = math.prod(base[d] for d in spec["product_of"])
    return base


def export_at(module, wid, size, dims, platform, specs_only):
    """{file: bytes} of the held-out size's folder."""
    import jax
    from tools.export import loading, manifest, programs
    from tools.export.stablehlo import bytecode_target_version
    key = f"{size}@{shape_label(dims)}"
    module.SIZES[key] = held_out_sizes(module, size, dims)
    fn = programs.inputs_fn(module, key)
    specs = [programs.SEED_SPEC, programs.MODE_SPEC]
    if specs_only:
        progs = {"inputs": _abstract(jax, fn, specs)}
        progs["reference"] = _abstract(jax, programs.reference_fn(module), progs["inputs"].out_avals)
        progs["truth"] = _abstract(jax, programs.truth_fn(module), progs["inputs"].out_avals)
    else:
        progs = {}
        programs._export(progs, module, fn, specs, (platform,), "inputs")
        specs = [jax.ShapeDtypeStruct(a.shape, a.dtype) for a in progs["inputs"].out_avals]
        programs._export(progs, module, programs.reference_fn(module), specs, (platform,), "reference")
        programs._export(progs, module, programs.truth_fn(module), specs, (platform,), "truth")
    files, artifacts = {}, {}
    for name, p in ([] if specs_only else progs.items()):
        for ext, data in ((".mlir", p.text.encode()), (".mlirbc", p.bytecode)):
            files[name + ext] = data
            artifacts[name + ext] = manifest.artifact_entry(
                data, p.platforms, p.platform_index_argument, p.custom_call_targets)
    names = programs.input_names(module, len(progs["reference"].in_avals))
    m = manifest.build(wid, loading.any_prefix(wid), module, key, progs, names, artifacts, None,
                       jax.__version__, bytecode_target_version())
    m.pop("shape_family", None)  # the family is the public size's (its own manifest)
    m["held_out"] = {"public_size": size, "dims": dict(sorted(dims.items())),
                     "shape": module.SIZES[key], "specs_only": bool(specs_only)}
    files["manifest.json"] = manifest.dumps(m)
    return files


class _Abstract:
    """What manifest.build reads of a program, for --specs-only."""
    def __init__(self, in_avals, out_avals):
        self.in_avals, self.out_avals = tuple(in_avals), tuple(out_avals)
        self.platforms, self.platform_index_argument = ("cpu",), False


def _abstract(jax, fn, specs):
    specs = [jax.ShapeDtypeStruct(s.shape, s.dtype) for s in specs]
    out = jax.eval_shape(fn, *specs)
    return _Abstract(specs, jax.tree_util.tree_leaves(out))


def run(args):
    t0 = time.perf_counter()
    jaxcfg.pin()
    from tools.export import loading
    wdir = Path(args.workload_dir).resolve()
    try:
        dims = json.loads(args.dims)
        if not isinstance(dims, dict) or not all(isinstance(v, int) for v in dims.values()):
            raise ValueError("an object of integers")
    except ValueError as e:
        raise UsageError(f"--dims: {e}") from e
    module = loading.load(wdir.parent, wdir.name)
    if args.size not in module.SIZES:
        raise UsageError(f"{wdir.name} has no size '{args.size}'")
    with contextlib.redirect_stdout(sys.stderr):
        files = export_at(module, wdir.name, args.size, dims, args.platform, args.specs_only)
    out = Path(args.out_dir)
    for rel, data in files.items():
        (out / rel).write_bytes(data)
    return {"status": "ok", "manifest": str(out / "manifest.json"), "shape": shape_label(dims),
            "files": sorted(files), "seconds": round(time.perf_counter() - t0, 3)}


def parse_args(argv):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workload-dir", required=True)
    ap.add_argument("--size", required=True)
    ap.add_argument("--dims", required=True, help="JSON object: the drawn dimensions")
    ap.add_argument("--platform", required=True, choices=("cpu", "cuda", "tpu"))
    ap.add_argument("--out-dir", default=".")
    ap.add_argument("--specs-only", action="store_true")
    ap.add_argument("--json", action="store_true")
    return ap.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    from tools.export.loading import WorkloadError
    try:
        result, code = run(args), 0
    except UsageError as e:
        result, code = {"status": "error", "message": str(e)}, EXIT_USAGE
    except WorkloadError as e:
        result, code = {"status": "export_error", "message": str(e)}, EXIT_EXPORT_ERROR
    except Exception as e:  # noqa: BLE001 - any failure of the suite's own code is reported
        from tools.export.loading import describe
        result = {"status": "export_error", "message": describe(e, Path(args.workload_dir) / "workload.py")}
        code = EXIT_EXPORT_ERROR
    if code:
        print(f"held_out: {result['message']}", file=sys.stderr)
    if args.json:
        print(json.dumps(result, sort_keys=True))
    sys.stdout.flush()
    return code


if __name__ == "__main__":
    sys.exit(main())
