"""Export the suite's workloads to StableHLO artifacts.

  python -m tools.export [--workloads-root DIR] [--only ID ...]
                         [--size small|full|all] [--check] [--json]
                         [--out-dir DIR]

Writes workloads/<id>/<size>/{inputs,reference,truth}.mlir(+.mlirbc),
pallas_tpu.* (full size, when the workload has one), manifest.json and, at
size small, fixtures/*.npy. --check exports in memory and compares byte for
byte with the committed files instead of writing. --out-dir DIR writes
DIR/<id>/<size>/ instead: the judge's first-use export of a levels
workload runs in a sandbox that may write only its own folder. Exit 0 ok, 1 a workload
failed or --check found a mismatch, 2 usage error.
"""
import sys

if __name__ == "__main__" and not __package__:
    # Run as a script: import as tools.export from the repository root (and
    # keep this folder off sys.path so its modules shadow nothing).
    import os
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))

from tools.export import jaxcfg

jaxcfg.set_env(cpu_only=True)

import argparse  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

jax = jaxcfg.pin()

from tools.export import check, fixtures, loading, manifest, programs  # noqa: E402
from tools.export.stablehlo import bytecode_target_version  # noqa: E402


def render(module, wid, size):
    """Every file of workloads/<wid>/<size>/ as {relative path: bytes}."""
    progs = programs.export_all(module, size)
    ref, truth = progs["reference"], progs["truth"]
    if [a.shape for a in truth.out_avals] != [a.shape for a in ref.out_avals]:
        raise loading.WorkloadError(f"{wid}: truth and reference output shapes differ")
    pallas = progs.get("pallas_tpu")
    if pallas and [(a.shape, a.dtype) for a in pallas.out_avals] != \
            [(a.shape, a.dtype) for a in ref.out_avals]:
        raise loading.WorkloadError(f"{wid}: pallas_tpu outputs differ from workload's")
    files, artifacts = {}, {}
    for name, p in progs.items():
        for ext, data in ((".mlir", p.text.encode()), (".mlirbc", p.bytecode)):
            files[name + ext] = data
            artifacts[name + ext] = manifest.artifact_entry(
                data, p.platforms, p.platform_index_argument,
                p.custom_call_targets)
    fixture_entry = None
    if size == "small":
        try:
            fx, fixture_entry = fixtures.compute(module, size)
        except Exception as e:
            raise loading.WorkloadError(
                f"computing fixtures: {loading.describe(e, module.__file__)}") from e
        for rel, data in fx.items():
            files[rel] = data
            artifacts[rel] = manifest.artifact_entry(data, kind="fixture")
    names = programs.input_names(module, len(ref.in_avals))
    m = manifest.build(wid, loading.any_prefix(wid), module, size, progs, names,
                       artifacts, fixture_entry, jax.__version__,
                       bytecode_target_version())
    files["manifest.json"] = manifest.dumps(m)
    return files


def write_dir(target, files):
    """Replace the folder `target` by exactly `files` (via a sibling temp)."""
    target = Path(target)
    tmp = target.with_name("." + target.name + ".tmp-export")  # .gitignore: *.tmp-*
    if tmp.exists():
        shutil.rmtree(tmp)
    for rel, data in files.items():
        path = tmp / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    if target.exists():
        shutil.rmtree(target)
    tmp.rename(target)


def parse_args(argv):
    ap = argparse.ArgumentParser(
        prog="python -m tools.export",
        description="Export the jaxbench workloads to StableHLO artifacts.")
    ap.add_argument("--workloads-root", default=str(loading.default_root()))
    ap.add_argument("--only", nargs="+", metavar="ID", help="workload ids or their prefixes (12p)")
    ap.add_argument("--size", choices=("small", "full", "all"), default="all")
    ap.add_argument("--check", action="store_true",
                    help="compare a fresh export with the committed files; write nothing")
    ap.add_argument("--json", action="store_true", help="JSON summary on stdout")
    ap.add_argument("--out-dir", help="write DIR/<id>/<size>/ instead of into the workloads root")
    args = ap.parse_args(argv)
    if args.out_dir and args.check:
        ap.error("--out-dir writes; --check compares with the workloads root: use one of them")
    return args


def main(argv=None):
    args = parse_args(argv)
    root = Path(args.workloads_root)
    try:
        ids = loading.discover(root)
    except loading.WorkloadError as e:
        print(f"export: {e}", file=sys.stderr)
        return 2
    if args.only:
        # A full id or its prefix ("7p"), in any case, as jaxbench takes them.
        def matches(wid, asked):
            return asked.lower() in (wid.lower(), loading.prefix(wid).lower())
        unknown = [a for a in args.only if not any(matches(w, a) for w in ids)]
        if unknown:
            print(f"export: no workload {', '.join(unknown)} under {root}",
                  file=sys.stderr)
            return 2
        ids = [w for w in ids if any(matches(w, a) for a in args.only)]
    sizes = ["small", "full"] if args.size == "all" else [args.size]
    results, failed, mismatches = [], False, []
    total, n = len(ids) * len(sizes), 0
    for wid in ids:
        try:
            module = loading.load(root, wid)
        except loading.WorkloadError as e:
            module, load_error = None, str(e)
        for size in sizes:
            n += 1
            t0 = time.perf_counter()
            rec = {"id": wid, "size": size}
            target = (Path(args.out_dir) if args.out_dir else root) / wid / size
            try:
                if module is None:
                    raise loading.WorkloadError(load_error)
                files = render(module, wid, size)
                if args.check:
                    problems = check.compare(files, target)
                    if not problems:
                        problems = check.verify_manifest(target)
                    rec["mismatches"] = problems
                    mismatches.extend(problems)
                    for p in problems:
                        print(p, file=sys.stderr)
                else:
                    write_dir(target, files)
                rec["status"] = "mismatch" if rec.get("mismatches") else "ok"
                rec["files"] = len(files)
                line = (f"{len(files)} files, "
                        + (f"{len(rec['mismatches'])} mismatches" if args.check
                           else f"written to {target}"))
            except Exception as e:  # one workload failing must not stop the suite
                failed = True
                rec["status"] = "error"
                rec["message"] = (str(e) if isinstance(e, loading.WorkloadError)
                                  else loading.describe(e, root / wid / "workload.py"))
                line = "ERROR " + rec["message"]
            rec["seconds"] = round(time.perf_counter() - t0, 3)
            results.append(rec)
            print(f"[{n}/{total}] {wid} {size}: {line} ({rec['seconds']:.1f}s)",
                  file=sys.stderr, flush=True)
    status = "error" if failed else ("mismatch" if mismatches else "ok")
    if args.json:
        print(json.dumps({"status": status, "check": args.check,
                          "workloads_root": str(root), "jax_version": jax.__version__,
                          "results": results}, indent=1, sort_keys=True))
    return 0 if status == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
