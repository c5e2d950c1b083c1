"""The sweep: each sampled record built (build.py, in a child process of its
own with a time limit: an export that hangs or runs out of memory costs one
record, not the run) and pre-flighted for the target, one at a time, at
nice 19 (the host's two cores are shared with builds), its dump kept.

  cd /work/main && setsid nohup bench/tpu_measured/.venv/bin/python -m bench.tpu_measured.sweep --target v6e \\
      > /work/tpu_measured_cache/v6e/sweep.log 2>&1 &

Everything a record makes stays in CACHE/<target>/<id>/: module.mlirbc and
module.mlir, the integer arguments' .npy, build.json, preflight.json (the
whole `preflight --json` document) and keep/<label>/ (tpu-dump,
kernel_inputs.json, result.json), so a later change to the estimate is
re-scored without compiling (score.py --reestimate). One line a record is
appended to CACHE/<target>/results.jsonl as it finishes; a rerun skips the
records there (--retry STATUS ... redoes those), and with --counted
bench/tpu_measured/counts/<target>.json those another host swept and kept.

The module pre-flighted is module.mlirbc, as jax.export serialised it
(locations included). Arguments: each integer/bool argument of main its
.npy, every other "-" (not given: the float arrays no kernel loop reads),
when this build of jaxbench takes "-"; else none at all (the estimate then
says its kernels' loops were not counted on the inputs).
"""
import argparse
import collections
import json
import os
import pathlib
import shutil
import subprocess
import sys
import time

from bench.tpu_measured import counts as kept_counts
from bench.tpu_measured import preflight
from bench.tpu_measured import records as rec


def build_record(record, target, folder, timeout):
    """build.json of the record, building it first unless a build is already there."""
    build_file = folder / "build.json"
    if build_file.exists():
        return json.loads(build_file.read_text())
    command = ["nice", "-n", "19", sys.executable, "-m", "bench.tpu_measured.build", "--target", target,
               "--id", record["id"], "--out", str(folder)]
    environment = dict(os.environ, JAX_PLATFORMS="cpu")
    start = time.monotonic()
    try:
        run = subprocess.run(command, cwd=rec.ROOT, capture_output=True, text=True, env=environment,
                             timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "build_timeout", "reason": f"build and export took over {timeout} s",
                "build_wall_seconds": time.monotonic() - start}
    if not build_file.exists():
        # The child died without writing build.json (killed for memory, a crash in a compiler pass).
        return {"status": "built_failed", "reason": f"build exited {run.returncode} without a result",
                "stderr": run.stderr[-1500:], "build_wall_seconds": time.monotonic() - start}
    result = json.loads(build_file.read_text())
    result["build_wall_seconds"] = time.monotonic() - start
    build_file.write_text(json.dumps(result, indent=1) + "\n")
    return result


def sweep_one(record, target, cache, args):
    """The record's result row: build, then pre-flight; every failure a status with its reason."""
    folder = cache / record["id"]
    folder.mkdir(parents=True, exist_ok=True)
    build = build_record(record, target, folder, args.build_timeout)
    row = {"id": record["id"], "op": record["op"], "target": target, "measured_ms": record["measured_ms"],
           "build_status": build.get("status"), "build_reason": build.get("reason"),
           "pallas_calls": build.get("pallas_calls"), "arg_specs": build.get("arg_specs"),
           "build_wall_seconds": build.get("build_wall_seconds")}
    if build.get("status") != "exported":
        row["status"] = build.get("status")
        return row
    keep = folder / "keep"
    shutil.rmtree(keep, ignore_errors=True)
    if not preflight.wait_for_binaries():
        row.update(status="no_binaries", message="build/jaxbench did not settle within 30 min")
        return row
    inputs = preflight.input_arguments(build, folder, args.inputs)
    document, wall = preflight.run_preflight(folder / "module.mlirbc", inputs, keep, target, args.timeout)
    if inputs and document.get("status") == "error":
        # jaxbench refused the arguments before compiling (an element type its .npy reader lacks, e.g. f8):
        # compile without them, and say so (the kernels' loops are then not counted on inputs).
        row["inputs_refused"] = (document.get("error") or document.get("message") or "")[:300]
        shutil.rmtree(keep, ignore_errors=True)
        document, wall = preflight.run_preflight(folder / "module.mlirbc", [], keep, target, args.timeout)
    (folder / "preflight.json").write_text(json.dumps(document, indent=1) + "\n")
    row.update(preflight.module_row(document))
    row.update(inputs_mode=args.inputs, preflight_wall_seconds=wall,
               dump=str(preflight.kept_dump(keep) or ""))
    return row


def done_ids(cache, retry):
    """The records not to sweep again: those whose latest row's status is not one of retry."""
    return {rid for rid, row in rec.latest_rows(cache).items() if row.get("status") not in retry}


def progress_line(count, total, row, counts, started):
    elapsed = time.monotonic() - started
    estimate = (row.get("tpu_estimate") or {}).get("seconds")
    text = f"{estimate * 1e3:.3f} ms est" if estimate else (row.get("build_reason") or row.get("message") or "")[:120]
    return (f"[{count}/{total} {elapsed / 60:.0f} min] {row['id']}: {row.get('status')} "
            f"(build {row.get('build_wall_seconds') or 0:.0f} s, "
            f"preflight {row.get('preflight_wall_seconds') or 0:.0f} s)"
            f" measured {row['measured_ms']:.3f} ms, {text} | {dict(counts)}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=sorted(rec.TARGET_CHIPS), default="v6e")
    parser.add_argument("--cache", type=pathlib.Path, default=rec.CACHE)
    parser.add_argument("--timeout", type=int, default=1200, help="limit on each module's compile (s)")
    parser.add_argument("--build-timeout", type=int, default=600, help="limit on each record's build and export (s)")
    parser.add_argument("--inputs", choices=("auto", "dash", "none"), default="auto",
                        help="auto: dash when this jaxbench takes --input -, else none")
    parser.add_argument("--retry", nargs="*", default=[], help="statuses whose records are done again")
    parser.add_argument("--all", action="store_true", help="after the sample, every other record of the wheel")
    parser.add_argument("--only", nargs="*", default=[], help="only records whose id contains one of these")
    parser.add_argument("--rebuild", action="store_true", help="export the records swept again (a changed build.py)")
    parser.add_argument("--limit", type=int, default=0, help="stop after this many records (0: all)")
    parser.add_argument("--counted", type=pathlib.Path,
                        help="a counts file (score.py --save-counts): the records it holds are done (another host's)")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON at the end")
    args = parser.parse_args()
    cache = args.cache / args.target
    cache.mkdir(parents=True, exist_ok=True)
    if args.inputs == "auto":
        preflight.wait_for_binaries()
        args.inputs = "dash" if preflight.dash_supported() else "none"
    lines = cache / "results.jsonl"
    done = done_ids(cache, set(args.retry))
    if args.counted:
        done |= {rid for rid, row in kept_counts.read(args.counted, args.target)["rows"].items()
                 if row.get("status") not in set(args.retry)}
    todo = [r for r in rec.load_sample(args.target, args.all)
            if r["id"] not in done and (not args.only or any(o in r["id"] for o in args.only))]
    todo = todo[:args.limit] if args.limit else todo
    print(f"{len(todo)} records to sweep for {args.target} (inputs: {args.inputs}), {len(done)} done", flush=True)
    counts, started = collections.Counter(), time.monotonic()
    for count, record in enumerate(todo, 1):
        if args.rebuild:
            (cache / record["id"] / "build.json").unlink(missing_ok=True)
        row = sweep_one(record, args.target, cache, args)
        row["finished"] = time.strftime("%Y-%m-%dT%H:%M:%S")
        with open(lines, "a") as out:
            out.write(json.dumps(row) + "\n")
        counts[row.get("status")] += 1
        print(progress_line(count, len(todo), row, counts, started), flush=True)
    if args.json:
        print(json.dumps({"target": args.target, "swept": len(todo), "counts": dict(counts)}))


if __name__ == "__main__":
    main()
