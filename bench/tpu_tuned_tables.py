"""Does the pre-flight's TPU estimate rank block-size variants of one kernel
the way a TPU does? Measured against tuned block tables that tpu-inference
(PyPI) ships, each entry the fastest setting its authors measured on TPU v6e
(issue #27 step 2):
  - rpa: ragged paged attention v3 (num_kv_pages_per_block, num_queries_per_block),
         the 1144 'TPU v6e' entries, with the kernel that reads that table
         (tpu-inference 0.13.3, the last release whose v3 kernel takes those
         two numbers; the table is unchanged up to 0.32.0);
  - qmm: quantized matmul (batch, out, in blocks), the 319 TPU version 6
         entries, with 0.32.0's kernel (the table is the same since 0.13.3).
Nothing is installed: the wheels are unpacked into the cache and imported
with the project's jax (0.11.2, what 0.32.0 pins; 0.13.3's kernel exports
with it unchanged); tpu_inference's package init, logger and utils (vllm,
torch) are replaced by stubs, the kernels and tables are theirs.

For each sampled key (bench/tpu_tuned_keys.json, seeded, committed) the
tuned entry and its power-of-two neighbours that the kernel accepts and that
fit VMEM are exported for TPU (jax.export, Mosaic custom calls, the KV cache
donated as the kernel asks) and pre-flighted one at a time:
  jaxbench preflight --program V.mlir --target v6e [--input a.npy ...] --json
rpa with its inputs (a decode/prefill mix, ragged kv lengths, a random page
table: its loops run on them); qmm has no integer operand and no
data-dependent loop, so no --input. Per key: the tuned entry's rank by the
estimate and est(tuned)/est(best) - 1, next to two naive rules: the largest
blocks first, and a roofline from the declared blocks. A rule's tie is an
arbitrary pick: the tuned entry's place is its expected one.

  for v in 0.13.3 0.32.0; do pip download --no-deps tpu-inference==$v -d WHEELS; done  (one call each: pip refuses both at once)
  .venv/bin/python -m bench.tpu_tuned_tables --sample-keys 16 [--seed 27] --wheels WHEELS  (the committed list)
      [--keys-file FILE]  (another seed's keys elsewhere: every command below then takes the same --keys-file)
  nice -n 19 .venv/bin/python -m bench.tpu_tuned_tables --wheels WHEELS --cache CACHE [--keys-file FILE]
      [--kernel rpa|qmm] [--keys N] [--stop-at HH:MM] [--timeout 300] [--reread | --reread-without-inputs]
      [--batch tuner]  (with --reread: rpa's counts on the tuner's own batch, no compile)
      [--with-locations]  (modules as `Exported.mlir_module()` prints them, #loc kept: a cache of their own)
      [--counts bench/tpu_tuned_counts.json] [--save-counts bench/tpu_tuned_counts.json]
      [--constants RATE EFFICIENCY EXPONENT OVERHEAD [XLA_WAIT] [--per-unit-overlap]]  (a refit's or a what-if's ranks)
      [--markdown] [--json FILE]
Everything a variant made stays in CACHE/<kernel>/<key>/<variant>/ (module,
inputs, `preflight --json`, the kept dump): a rerun skips what is there, and
--reread reads each estimate and profile again from the dumps
(jaxbench-preflight-worker --profile) without compiling; each row keeps the
counts bench/experiments/tpu_step_cost_probe.py's what-ifs multiply (step_counts).
The cache lives on one host; the rows it judged live on in the repository:
--save-counts writes them (with each one's compact estimate), and --counts
takes a variant the cache lacks from them instead of compiling it
(bench/lib/tuned_tables/counts.py).
"""
import argparse
import datetime
import json
import os
import pathlib
import random
import subprocess
import sys
import tempfile
import time

from bench.lib.kept_estimate import head_commit
from bench.lib.tuned_tables import counts as kept_counts
from bench.lib.tuned_tables import kernels as tk
from bench.lib.tuned_tables.rows import compact_estimate, row_of
from bench.lib.tuned_tables.markdown import markdown
from bench.lib.tuned_tables.scoring import best_rank_of, first_share, rank_of, summary
from bench.tpu_measured import refit

ROOT = pathlib.Path(__file__).resolve().parents[1]

KEYS_FILE = ROOT / "bench" / "tpu_tuned_keys.json"
JAXBENCH = ROOT / "build" / "jaxbench"
WORKER = ROOT / "build" / "jaxbench-preflight-worker"


def sample_keys(count, seed, wheels, keys_file=KEYS_FILE):
    """Seeded sample of each table's keys that have enough variants; written to keys_file."""
    rng = random.Random(seed)
    out = {"seed": seed, "count": count, "kernels": {}}
    for kernel in tk.KERNELS:
        module = tk.load(kernel, wheels)
        eligible = [k for k in module.table_keys() if len(module.variants(k)) >= tk.MIN_VARIANTS]
        out["kernels"][kernel] = rng.sample(eligible, count)  # in drawn order: --keys N takes a random N
        print(f"{kernel}: {len(eligible)} eligible keys, {count} sampled", file=sys.stderr)
    keys_file.write_text(json.dumps(out, indent=1) + "\n")


def preflight(folder, module_file, inputs, timeout):
    """`jaxbench preflight --program` of one variant, its dump kept in folder/keep; the JSON document."""
    command = [str(JAXBENCH), "preflight", "--program", str(module_file), "--target", "v6e", "--json",
               "--timeout", str(timeout)]
    for path in inputs:
        command += ["--input", str(path)]
    env = dict(os.environ, JAXBENCH_KEEP_TPU_DUMPS=str(folder / "keep"))
    run = subprocess.run(command, capture_output=True, text=True, env=env)
    try:
        return json.loads(run.stdout)
    except ValueError:
        return {"status": "no_json", "message": run.stderr.strip()[-400:]}


def reread(folder, document, with_inputs=True, retarget=None):
    """The variant's tpu_estimate and tpu_profile read again from its kept dump by the current worker
    (without_inputs: each loop a kernel's inputs bound counted once, as before #27; retarget: rewrites the kept
    kernel operands, e.g. for another batch)."""
    dumps = sorted((folder / "keep").glob("*/tpu-dump"))
    module = (document.get("modules") or [{}])[0]
    if not dumps or module.get("status") != "compiles":
        return document
    with tempfile.NamedTemporaryFile("w", suffix=".json") as result:
        json.dump({"cost": module.get("cost", {})}, result)
        result.flush()
        inputs = dumps[0].parent / "kernel_inputs.json"
        given = [str(inputs)] if with_inputs and inputs.exists() else []
        with tempfile.NamedTemporaryFile("w", suffix=".json") as changed:
            if given and retarget:
                json.dump(retarget(json.loads(inputs.read_text())), changed)
                changed.flush()
                given = [changed.name]
            command = [str(WORKER), "--profile", str(dumps[0]), result.name] + given
            out = subprocess.run(command, capture_output=True, text=True, check=True)
    module.update(json.loads(out.stdout))  # tpu_estimate and tpu_profile
    return document


def run_variant(module, key, variant, folder, inputs, args):
    """The variant's row: exported and pre-flighted once, read back from the cache after."""
    folder.mkdir(parents=True, exist_ok=True)
    result_file = folder / "preflight.json"
    if result_file.exists():
        document = json.loads(result_file.read_text())
        if args.reread or args.reread_without_inputs:
            retarget = (lambda kept: module.retarget(key, kept)) if args.batch == "tuner" else None
            document = reread(folder, document, not args.reread_without_inputs, retarget)
    else:
        start = time.monotonic()
        module_file = folder / "module.mlir"
        module_file.write_text(module.export(key, variant, located=args.with_locations))
        exported = time.monotonic()
        document = preflight(folder, module_file, inputs(), args.timeout)
        document["bench_seconds"] = {"export": exported - start, "preflight_wall": time.monotonic() - exported}
        result_file.write_text(json.dumps(document, indent=1))
    return row_of(document, variant) | {"estimate": compact_estimate(document)}


def rescored(row, constants, per_unit=False):
    """The variant's estimate recomputed from its compact estimate with other constants (rate, efficiency,
    exponent, overhead[, XLA wait cost]) or compute and DMA overlapped per unit (bench/tpu_measured/refit.py's
    formula): a refit's or a what-if's tables from the kept counts, without the dumps."""
    estimate = row.get("estimate")
    if row.get("status") != "compiles" or not (estimate or {}).get("basis"):
        return row
    fitting = refit.refit_row(tk.label(row["variant"]), "", 1.0, estimate, row.get("unit_waits") or ())
    return dict(row, seconds=refit.predict_one(fitting, constants, per_unit))


def judge_key(module, key, rows):
    """Per key: the tuned entry's rank and gap by the estimate, the roofline and the largest-blocks rule."""
    tuned = tuple(module.tuned(key))
    good = {tuple(r["variant"]): r for r in rows if r["status"] == "compiles" and r["seconds"]}
    out = {"key": key, "tuned": list(tuned), "variants": len(rows), "compiled": len(good)}
    if tuned not in good:
        out["missing"] = "the tuned entry did not compile"
        return out
    estimate = {v: r["seconds"] for v, r in good.items()}
    roofline = {v: module.roofline(key, v) for v in good}
    largest = {v: -module.block_volume(key, v) for v in good}
    best = min(estimate, key=estimate.get)
    out.update({"best_by_estimate": list(best), "rank": rank_of(estimate, tuned),
                "gap": estimate[tuned] / estimate[best] - 1, "spread": max(estimate.values()) / estimate[best] - 1,
                "roofline_rank": rank_of(roofline, tuned),
                "roofline_gap": roofline[tuned] / min(roofline.values()) - 1,
                "largest_rank": rank_of(largest, tuned),
                "descriptors_rank": rank_of({v: r["descriptors_only_s"] for v, r in good.items()}, tuned),
                "first": {"estimate": first_share(estimate, tuned), "roofline": first_share(roofline, tuned),
                          "largest": first_share(largest, tuned)},
                "best_rank": {"estimate": best_rank_of(estimate, tuned), "roofline": best_rank_of(roofline, tuned),
                              "largest": best_rank_of(largest, tuned)},
                "estimate_ms": {tk.label(v): s * 1e3 for v, s in estimate.items()},
                "unresolved": max(r["unresolved"] for r in good.values()),
                "inputs": sorted({str(r["inputs"]) for r in good.values()})})
    return out


def deadline_of(stop_at, now=None):
    """--stop-at HH:MM (UTC) as the first such moment after now: a sweep started at 23:00 with --stop-at 01:05
    stops tomorrow, not at once (the plain string comparison stopped it before its first variant)."""
    if not stop_at:
        return None
    now = now or datetime.datetime.now(datetime.timezone.utc)
    hours, minutes = (int(part) for part in stop_at.split(":"))
    deadline = now.replace(hour=hours, minute=minutes, second=0, microsecond=0)
    return deadline if deadline > now else deadline + datetime.timedelta(days=1)


def too_late(deadline):
    return deadline is not None and datetime.datetime.now(datetime.timezone.utc) >= deadline


def sweep_kernel(kernel, keys, args):
    module = tk.load(kernel, args.wheels, args.cache)
    module.batch_kind = args.batch  # rpa's roofline and --reread follow it; qmm has no batch
    judged, deadline = [], deadline_of(args.stop_at)
    for key in keys:
        key_dir = args.cache / kernel / tk.label(key)
        rows = []
        for variant in module.variants(key):
            in_cache = (key_dir / tk.label(variant) / "preflight.json").exists()
            row = None if in_cache else args.kept.get(kernel, key, variant)
            if row is None and too_late(deadline) and not in_cache:
                print(f"{kernel} {tk.label(key)}: stopped at {args.stop_at}", file=sys.stderr)
                break
            if row is None:
                row = run_variant(module, key, variant, key_dir / tk.label(variant),
                                  lambda: module.inputs(key, key_dir / "inputs"), args)
                args.kept.put(kernel, key, variant, row, args.commit)
            rows.append(row)
            print(f"{kernel} {tk.label(key)} {tk.label(variant)}: {row['status']} "
                  f"{(row['seconds'] or 0) * 1e3:.4f} ms compile {row['compile_s']}", file=sys.stderr, flush=True)
        else:
            module.drop_large_inputs(key_dir / "inputs")
            if args.constants:
                rows = [rescored(r, args.constants, args.per_unit_overlap) for r in rows]
            judged.append(judge_key(module, key, rows) | {"rows": rows})
            continue
        break
    return {"judged": judged, "summary": summary(judged)}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--wheels", type=pathlib.Path, help="folder with the tpu-inference 0.13.3 and 0.32.0 wheels")
    ap.add_argument("--cache", type=pathlib.Path, default=pathlib.Path("/tmp/jaxbench-tuned-tables"))
    ap.add_argument("--sample-keys", type=int, metavar="N", help="sample N keys per kernel into --keys-file")
    ap.add_argument("--keys-file", type=pathlib.Path, default=KEYS_FILE,
                    help="the sampled keys to sweep (default: the committed bench/" + KEYS_FILE.name + "; another "
                    "seed's sample goes to another file, e.g. /tmp/keys.json)")
    ap.add_argument("--seed", type=int, default=27)
    ap.add_argument("--kernel", choices=tk.KERNELS)
    ap.add_argument("--keys", type=int, help="only the first N keys of each kernel")
    ap.add_argument("--stop-at", help="UTC HH:MM after which no new variant is compiled")
    ap.add_argument("--timeout", type=int, default=300, help="a variant's compile limit (jaxbench preflight --timeout)")
    ap.add_argument("--reread", action="store_true", help="read the estimates again from the kept dumps")
    ap.add_argument("--reread-without-inputs", action="store_true",
                    help="--reread with no kernel inputs: each data-bounded loop once (the estimate before #27)")
    ap.add_argument("--batch", choices=("ragged", "tuner"), default="ragged",
                    help="rpa's batch: ragged (drawn per key) or the tuner's own (255 decodes, one prefill, every kv "
                    "length at max_model_len; with --reread only: the kept dumps' counts read again on it)")
    ap.add_argument("--with-locations", action="store_true",
                    help="export each variant as Exported.mlir_module() prints it, locations kept (use its own --cache)")
    ap.add_argument("--counts", type=pathlib.Path,
                    help="kept rows (e.g. bench/tpu_tuned_counts.json): a variant the cache lacks is taken from them")
    ap.add_argument("--save-counts", type=pathlib.Path, help="write every row judged (and --counts') to this file")
    ap.add_argument("--constants", type=float, nargs="+", metavar="C",
                    help="rank by the estimate recomputed with these constants (rate efficiency exponent overhead "
                    "[XLA wait cost]) from each row's compact estimate: a refit's or a what-if's tables, no dumps")
    ap.add_argument("--per-unit-overlap", action="store_true", help="with --constants: compute and DMA overlapped "
                    "within each unit (score.py's what-if)")
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--json", type=pathlib.Path, help="write the report here")
    args = ap.parse_args()
    if args.sample_keys:
        return sample_keys(args.sample_keys, args.seed, args.wheels, args.keys_file)
    if args.constants and len(args.constants) not in (4, 5):
        ap.error("--constants takes 4 or 5 numbers: rate efficiency exponent overhead [XLA wait cost]")
    if args.batch == "tuner" and not args.reread:
        ap.error("--batch tuner reads the kept dumps again: give --reread (the batch changes no compile)")
    chosen = json.loads(args.keys_file.read_text())["kernels"]
    args.kept, args.commit = kept_counts.Kept(args.counts), head_commit()
    report = {}
    for kernel in [args.kernel] if args.kernel else tk.KERNELS:
        report[kernel] = sweep_kernel(kernel, chosen[kernel][:args.keys], args)
    if args.save_counts:
        args.kept.save(args.save_counts)
    if args.json:
        args.json.write_text(json.dumps(report, indent=1))
    print(markdown(report) if args.markdown else json.dumps({k: b["summary"] for k, b in report.items()}, indent=1))


if __name__ == "__main__":
    main()
