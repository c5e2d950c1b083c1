"""Validate and export a user's own op (the Python half of `jaxbench workload add`).

  python -m tools.export.workload_add --root ROOT --id ID --content-sha256 HASH
         [--sizes small,full] [--held-out-check N]

Run by the judge in the sandbox candidates get (user code): ROOT/ID holds a copy
of the user's folder (workload.py and the .py files beside it). Every check of
validate.py runs at size small, one line each on stderr ("ok <check>: ..." or
"FAIL <check>: ..."), then each size is exported into ROOT/ID/<size>/ with the
suite's artifacts and manifest, plus "tier": "user" and "content_sha256" (the
hash the judge computed of the user's files, so the store can keep a changed
op's attempts apart). The last stdout line is one JSON object:
{"status": "ok"|"fail", "checks": [...], "failed": {check, message}|null,
 "sizes": {size: {"files": n, "seconds": s}}, "seconds": s}.
Exit 0 ok, 1 a check or an export failed, 2 usage.
"""
import sys

if __name__ == "__main__" and not __package__:
    import os
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.export import jaxcfg

jaxcfg.set_env(cpu_only=True)

import argparse  # noqa: E402
import contextlib  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

jaxcfg.pin()

from tools.export import export_suite, loading, manifest, validate  # noqa: E402

VALIDATED_SIZE = "small"   # the checks run where the CPU budget applies


def emit(line):
    print(line, file=sys.stderr, flush=True)


def export_size(module, root, wid, size, content_sha256):
    """One size's folder, written; its file count. The manifest gains the user tier's fields."""
    with contextlib.redirect_stdout(sys.stderr):   # stdout carries the one JSON line only
        files = export_suite.render(module, wid, size)
    document = json.loads(files["manifest.json"])
    document["tier"] = "user"
    document["content_sha256"] = content_sha256
    files["manifest.json"] = manifest.dumps(document)
    export_suite.write_dir(Path(root) / wid / size, files)
    return len(files)


def add(root, wid, sizes, held_out_count, content_sha256):
    """The summary dict; prints one line per check and per exported size."""
    start = time.perf_counter()
    results = validate.validate(root, wid, VALIDATED_SIZE, held_out_count, emit)
    summary = {"checks": [{"check": c, "ok": k, "message": m} for c, k, m in results],
               "failed": None, "sizes": {}}
    failed = [r for r in summary["checks"] if not r["ok"]]
    if failed:
        summary["failed"] = {"check": failed[0]["check"], "message": failed[0]["message"]}
    else:
        module = loading.load(root, wid, check=False)
        for size in sizes:
            t0 = time.perf_counter()
            try:
                count = export_size(module, root, wid, size, content_sha256)
            except Exception as e:  # noqa: BLE001 - the workload's code raised: name its line
                text = (str(e) if isinstance(e, loading.WorkloadError)
                        else loading.describe(e, Path(root) / wid / "workload.py"))
                summary["failed"] = {"check": f"export {size}", "message": f"{text}; fix workload.py"}
                emit(f"FAIL export {size}: {summary['failed']['message']}")
                break
            seconds = round(time.perf_counter() - t0, 2)
            summary["sizes"][size] = {"files": count, "seconds": seconds}
            emit(f"ok export {size}: {count} files in {seconds:.1f} s")
    summary["status"] = "fail" if summary["failed"] else "ok"
    summary["seconds"] = round(time.perf_counter() - start, 2)
    return summary


def parse_args(argv):
    ap = argparse.ArgumentParser(prog="python -m tools.export.workload_add",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--root", required=True, help="the folder holding ID/workload.py")
    ap.add_argument("--id", required=True)
    ap.add_argument("--content-sha256", required=True)
    ap.add_argument("--sizes", default="small,full")
    ap.add_argument("--held-out-check", type=int, default=2, metavar="N")
    return ap.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    sizes = [s for s in args.sizes.split(",") if s]
    unknown = [s for s in sizes if s not in loading.SIZES]
    if not sizes or unknown or not re.fullmatch(r"[0-9a-f]{64}", args.content_sha256):
        print(json.dumps({"status": "usage", "message": f"bad --sizes {args.sizes} or --content-sha256"}))
        return 2
    summary = add(args.root, args.id, sizes, args.held_out_check, args.content_sha256)
    print(json.dumps(summary, sort_keys=True))
    return 0 if summary["status"] == "ok" else 1


if __name__ == "__main__":
    sys.exit(main())
