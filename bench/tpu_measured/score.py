"""Scores the sweep: per op and overall, Spearman between each predictor and
tokamax's TPU-measured median, and the median and 90th-percentile |log
error| (as % error), for
  - the estimate as built (the binary's constants: fitted on the 57
    published modules only, so every tokamax record is held out),
  - the estimate with its constants refitted leave-one-op-out (each op's
    records predicted from constants fitted on the other ops' records, plus
    the published modules with --published-preflight): the headline,
  - the roofline, max(FLOPs / peak, bytes / HBM bandwidth): FLOPs and bytes
    from the cost analysis for a program without Pallas calls, from the
    op's own formula (flops.py) for one with them; and from the formula
    alone for every program,
  - libtpu's cost analysis optimal_seconds, where it gives a positive one.
Plus the counts (tried, built, exported, compiled, refused by reason,
timed out) and, per op, where the estimate misses (tables.py).

  cd /work/main && bench/tpu_measured/.venv/bin/python -m bench.tpu_measured.score --target v6e \\
      [--all] [--reestimate [--worker COPY]] [--published-preflight CACHE57/preflight.json] \\
      [--save-counts F | --counts F] \\
      [--xla-wait-costs S ...] [--per-unit-overlap] [--markdown] [--json] [--out FILE]
The two what-ifs add rows, not the shipped estimate: a cost per XLA wait
fitted as a fifth constant; compute and DMA overlapped within each unit
(refitted leave-one-op-out, and fitted on the published modules alone).
--reestimate reads every estimate again from the kept dumps with the current
build/jaxbench-preflight-worker, or --worker's copy of it (a change to the
estimate, scored without compiling). --save-counts writes what the scorer
read (counts.py: kept in the repository, bench/tpu_measured/counts/); --counts
scores from such a file with no cache (a refit or a formula's what-if). --all scores every record swept (the
sample, then sweep.py --all's), not only the sample's.
"""
import argparse
import collections
import json
import pathlib
import re
import sys
import time

from bench.lib import tpu_formula
from bench.tpu_measured import counts, flops, metrics, preflight, refit, reread, tables
from bench.tpu_measured import records as rec

# Spec-sheet peaks (src/platform/hardware.cpp, `jaxbench doctor --json`): bf16 FLOP/s and HBM bytes/s.
PEAKS = {"v6e": (918e12, 1.64e12), "v5e": (197e12, 0.82e12), "v7": (2300e12, 7.4e12)}
METHODS = ("estimate, leave-one-op-out refit", "estimate as built", "roofline (cost analysis; formula for Pallas)",
           "roofline (op formula)", "libtpu optimal_seconds", "estimate, leave-one-op-out refit (absolute log error)")
# The refits: each method's leave-one-op-out predictions minimise this loss (refit.LOSSES).
REFITS = {"estimate, leave-one-op-out refit": "squared",
          "estimate, leave-one-op-out refit (absolute log error)": "absolute"}
# --xla-wait-costs: the squared refit again with a cost per XLA wait as a fifth constant (refit.py's what-if).
WAIT_WHAT_IF = "what-if: leave-one-op-out refit + a cost per XLA wait"
# --per-unit-overlap: the squared refit again with each unit's compute overlapped with its own DMA only.
PER_UNIT_WHAT_IF = "what-if: leave-one-op-out refit, compute and DMA overlapped per unit"
# Both: each XLA unit's waits cost in its own unit, whose compute and DMA overlap.
BOTH_WHAT_IF = "what-if: overlapped per unit + a cost per XLA wait in its unit"
PER_UNIT_AS_BUILT = "what-if: overlapped per unit, fitted on the published modules only"
WAIT_AS_BUILT = "what-if: a cost per XLA wait, fitted on the published modules only"
BOTH_AS_BUILT = "what-if: per unit + a cost per XLA wait in its unit, fitted on the published modules only"


def formula_of(row, record, cache):
    """The op formula's (FLOPs, bytes) of a record: kept in its counts, or computed from the cache's integer
    arguments; None (and row["formula_error"]) for a key the formula does not read."""
    if "formula" in row:
        return counts.stored_formula(row)
    try:
        return flops.formula(record["op"], record["key"], reread.integer_values(cache, row["id"]))
    except (KeyError, IndexError, TypeError, ValueError) as error:
        row["formula_error"] = f"{type(error).__name__}: {error}"
        return None


def roofline(flop_count, byte_count, peaks):
    return max(flop_count / peaks[0], byte_count / peaks[1])


def predictions(rows, records, cache, target, refits):
    """{method: {id: predicted seconds}} over the compiled records (refits: {method: {id: held-out seconds}})."""
    out = {m: {} for m in (*METHODS, *refits)}
    for rid, row in rows.items():
        if row.get("status") != "compiles":
            continue
        estimate, cost = row.get("tpu_estimate") or {}, row.get("cost") or {}
        formula = formula_of(row, records[rid], cache)
        if estimate.get("seconds"):
            out["estimate as built"][rid] = estimate["seconds"]
        for method, loo in refits.items():
            if rid in loo:
                out[method][rid] = loo[rid]
        if formula:
            out["roofline (op formula)"][rid] = roofline(*formula, PEAKS[target])
        if row.get("pallas_calls"):
            if formula:  # a Pallas op without a formula (v7's newer ops) has no roofline
                out["roofline (cost analysis; formula for Pallas)"][rid] = out["roofline (op formula)"][rid]
        elif cost.get("flops") is not None and cost.get("bytes accessed"):
            out["roofline (cost analysis; formula for Pallas)"][rid] = roofline(
                cost["flops"], cost["bytes accessed"], PEAKS[target])
        if (cost.get("optimal_seconds") or 0) > 0:
            out["libtpu optimal_seconds"][rid] = cost["optimal_seconds"]
    return out


def reason_class(text):
    """A refusal's class: its message with paths, numbers and shapes made generic, cut short."""
    text = re.sub(r"/\S+", "PATH", text or "")
    text = re.sub(r"\b\d+(\.\d+)?\b", "N", text)
    return text.strip().splitlines()[0][:140] if text.strip() else "(no message)"


def record_counts(rows, sample):
    statuses = collections.Counter(r.get("status") for r in rows.values())
    build = collections.Counter(r.get("build_status") for r in rows.values())
    reasons = collections.Counter()
    for row in rows.values():
        if row.get("status") not in ("compiles",):
            reasons[f"{row.get('status')}: {reason_class(row.get('build_reason') or row.get('message'))}"] += 1
    return {"sampled": len(sample), "tried": len(rows),
            "built": build["exported"] + build["export_failed"], "exported": build["exported"],
            "compiled": statuses["compiles"],
            "refused": sum(n for s, n in statuses.items() if s in ("compile_error", "oom", "error", "no_json")),
            "timed_out": statuses["timeout"] + statuses["build_timeout"],
            "inputs_refused": sum(1 for r in rows.values() if r.get("inputs_refused")),
            "statuses": dict(statuses), "reasons": dict(reasons.most_common()),
            "by_op": {op: dict(collections.Counter(r.get("status") for r in rows.values() if r["op"] == op))
                      for op in sorted({r["op"] for r in sample})}}


def score_table(predicted, records, ops, rows):
    """{method: {"overall": scores, "Pallas programs": ..., "XLA programs": ..., op: scores}}."""
    table = {}
    for method, values in predicted.items():
        pairs = {rid: (seconds, records[rid]["measured_ms"] / 1e3) for rid, seconds in values.items()}
        pallas = {rid for rid in pairs if rows[rid].get("pallas_calls")}
        table[method] = {"overall": metrics.scores(pairs.values()),
                         "Pallas programs": metrics.scores(p for rid, p in pairs.items() if rid in pallas),
                         "XLA programs": metrics.scores(p for rid, p in pairs.items() if rid not in pallas)}
        for op in ops:
            table[method][op] = metrics.scores(p for rid, p in pairs.items() if records[rid]["op"] == op)
    return table


def profile_waits(cache, record_id):
    """The waits each unit of the record executes (`sync_wait`), from the profile its sweep's pre-flight wrote
    (the same dump; --reestimate does not profile again, so the counts are those of the build that swept it), as
    tpu_formula.unit_waits keeps them."""
    document = cache / record_id / "preflight.json"
    if not document.exists():
        return []
    modules = json.loads(document.read_text()).get("modules") or [{}]
    return tpu_formula.unit_waits(modules[0].get("tpu_profile"))


def row_waits(row, cache):
    """The waits each unit of the record executes (tpu_formula.unit_waits), kept or from the cache."""
    return row["unit_waits"] if "unit_waits" in row else profile_waits(cache, row["id"])


def save_counts(path, target, rows, records, cache, published_document, worker):
    kept = {rid: counts.compact_row(row, formula_of(row, records[rid], cache) or row.get("formula_error"),
                                    row_waits(row, cache)) for rid, row in rows.items()}
    counts.save(path, target, kept, published_document, counts.provenance(worker))


def refit_rows(rows, records, cache, with_waits=False):
    out = []
    for rid, row in rows.items():
        estimate = row.get("tpu_estimate")
        if row.get("status") == "compiles" and estimate and estimate.get("basis"):
            out.append(refit.refit_row(rid, records[rid]["op"], records[rid]["measured_ms"] / 1e3,
                                       {"basis": estimate["basis"], "constants": estimate["constants"]},
                                       row_waits(row, cache) if with_waits else ()))
    return out


def published_two_fold(extra):
    """The published modules alone, held out as fit_tpu_estimate.py holds them out, under both overlaps."""
    out = {}
    for overlap, per_unit in (("program-wide", False), ("per unit", True)):
        held_out = refit.two_fold(extra, per_unit)
        out[overlap] = metrics.scores((held_out[row["name"]], row["measured"]) for row in extra)
    return out


def load_rows(args, cache, progress):
    """(sample, records, rows, published rows): from the cache (re-read from the dumps with --reestimate) or from
    a counts file (--counts); --save-counts writes what was read."""
    sample = rec.load_sample(args.target, args.all)
    records = {r["id"]: r for r in sample}
    published_document = json.loads(args.published_preflight.read_text()) if args.published_preflight else None
    if args.counts:
        kept, published_document = counts.load(args.counts, args.target)
        rows = {rid: r for rid, r in kept.items() if rid in records}
    else:
        rows = {rid: r for rid, r in rec.latest_rows(cache).items() if rid in records}
    if args.all:  # the records not swept yet are not counted as sampled
        sample = [r for r in sample if r["id"] in rows]
    if args.reestimate or args.reestimate_without_inputs:
        preflight.WORKER = args.worker
        reread.reestimate(rows, cache, progress, not args.reestimate_without_inputs)
    if args.save_counts:
        save_counts(args.save_counts, args.target, rows, records, cache, published_document, args.worker)
    extra = metrics.published_rows(published_document, args.published_csv) if published_document else []
    if extra:
        progress(f"{len(extra)} published modules join each fit")
    return sample, records, rows, extra


def as_built_what_ifs(args, fitting, extra, refits, constants):
    """The as-built protocol (constants fitted on the published modules alone, the rate scaled per generation as
    the binary scales it: any target) for each what-if asked for, into refits and constants."""
    if not extra:
        return
    waits = args.xla_wait_costs or None
    asked = [(PER_UNIT_AS_BUILT, "squared, overlapped per unit", True, None, args.per_unit_overlap),
             (WAIT_AS_BUILT, "squared + XLA wait cost", False, waits, bool(waits)),
             (BOTH_AS_BUILT, "squared, per unit + XLA wait cost", True, waits, args.per_unit_overlap and bool(waits))]
    for method, kind, per_unit, costs, wanted in asked:
        if wanted:
            refits[method], fitted = refit.as_built(fitting, extra, per_unit, costs)
            constants[kind + ", published modules only"] = {"all": list(fitted)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=sorted(rec.TARGET_CHIPS), default="v6e")
    parser.add_argument("--cache", type=pathlib.Path, default=rec.CACHE)
    parser.add_argument("--all", action="store_true", help="score every swept record, not only the sample's")
    parser.add_argument("--reestimate", action="store_true", help="read each estimate again from its kept dump")
    parser.add_argument("--worker", type=pathlib.Path, default=preflight.WORKER,
                        help="the jaxbench-preflight-worker --reestimate runs (a copy: build/ is relinked meanwhile)")
    parser.add_argument("--reestimate-without-inputs", action="store_true",
                        help="the same, its kernels' operand values withheld (what counting on the inputs is worth)")
    parser.add_argument("--published-preflight", type=pathlib.Path,
                        help="bench/collect_preflight_v6e.py's preflight.json: the 57 published modules join each fit")
    parser.add_argument("--published-csv", type=pathlib.Path,
                        default=rec.ROOT.parent / "shared" / "data" / "jaxbench_v6e_results.csv")
    parser.add_argument("--no-refit", action="store_true", help="skip the leave-one-op-out refit")
    parser.add_argument("--xla-wait-costs", type=float, nargs="*", default=[],
                        help="seconds per XLA wait, a grid: adds the what-if refit with it as a fifth constant")
    parser.add_argument("--per-unit-overlap", action="store_true",
                        help="adds the what-if refit whose compute and DMA overlap within each unit, not program-wide")
    parser.add_argument("--counts", type=pathlib.Path, help="score from a counts file (counts.py), not the cache")
    parser.add_argument("--save-counts", type=pathlib.Path, help="write the rows read (and re-read) as a counts file")
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--json", action="store_true", help="the whole report as JSON on stdout")
    parser.add_argument("--out", type=pathlib.Path, help="also write the JSON report here")
    args = parser.parse_args()
    if args.counts and (args.reestimate or args.reestimate_without_inputs or args.published_preflight):
        parser.error("--counts holds the estimates and the published modules: no --reestimate, "
                     "no --published-preflight")
    progress = lambda text: print(text, file=sys.stderr, flush=True)  # noqa: E731
    started, cache = time.monotonic(), args.cache / args.target
    sample, records, rows, extra = load_rows(args, cache, progress)
    fitting = refit_rows(rows, records, cache, bool(args.xla_wait_costs))
    refits, constants = {}, {}
    if not args.no_refit and len({r["group"] for r in fitting}) >= 2:
        for method, kind in REFITS.items():
            refits[method], constants[kind] = refit.leave_one_group_out(fitting, extra, progress, kind)
        if args.xla_wait_costs:
            refits[WAIT_WHAT_IF], constants["squared + XLA wait cost"] = refit.leave_one_group_out(
                fitting, extra, progress, "squared", args.xla_wait_costs)
        if args.per_unit_overlap:
            refits[PER_UNIT_WHAT_IF], constants["squared, overlapped per unit"] = refit.leave_one_group_out(
                fitting, extra, progress, "squared", per_unit=True)
        if args.per_unit_overlap and args.xla_wait_costs:
            refits[BOTH_WHAT_IF], constants["squared, per unit + XLA wait cost"] = refit.leave_one_group_out(
                fitting, extra, progress, "squared", args.xla_wait_costs, per_unit=True)
    published = published_two_fold(extra) if args.per_unit_overlap and extra else {}
    as_built_what_ifs(args, fitting, extra, refits, constants)
    ops = sorted({r["op"] for r in sample})
    predicted = predictions(rows, records, cache, args.target, refits)
    report = {"target": args.target, "counts": record_counts(rows, sample),
              "scores": score_table(predicted, records, ops, rows),
              "diagnosis": tables.diagnosis(rows, records, predicted, ops),
              "constants_by_held_out_op": {kind: {op: list(c) for op, c in by_op.items()}
                                           for kind, by_op in constants.items()},
              "published_rows_in_fit": len(extra), "published_two_fold": published,
              "seconds": time.monotonic() - started}
    if args.out:
        args.out.write_text(json.dumps(report, indent=1) + "\n")
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        methods = (*METHODS, *(m for m in refits if m not in METHODS))
        print(tables.markdown(report, methods, ops) if args.markdown else tables.text(report, methods))


if __name__ == "__main__":
    main()
