"""The TPU time estimate over the 57 modules and the levels tier (issue #46):
Spearman and median error against the published v6e times, over the union
and per tier, with libtpu's optimal_seconds and the roofline beside it.

Reuses fit_tpu_estimate.py's rows, fit and scores (bench/lib/estimate_fit.py); nothing is fitted
per op: the estimate's four constants are fitted on whole sets.
  - "held out (2-fold over the union)": the union's comparable modules sorted
    by name and dealt alternately into halves; each half predicted with the
    constants fitted on the other (fit_tpu_estimate's protocol, on 57 + N).
  - "fitted on the 57 only": the constants fitted on the 57's comparable
    modules, as the estimate ships; the levels are then entirely unseen.
  - "roofline": max(flops / peak, bytes / HBM bandwidth) of libtpu's own cost
    analysis against jaxbench's v6e peaks (`jaxbench platforms --json`).

  .venv/bin/python -m bench.tpu_estimate_by_tier SUITE_CACHE/preflight.json LEVELS_CACHE/preflight.json \\
      [--dumps SUITE_CACHE/dumps LEVELS_CACHE/dumps] [--markdown | --json]

The two caches are bench/collect_preflight_v6e.py's, the second made with
--workloads-root workloads/levels.
"""
import argparse
import csv
import json
import pathlib
import sys

from bench.lib.estimate_fit import PUBLISHED_V6E, fit, fmt, module_rows, predict, published_times, reestimate, scores
from bench.lib.registry import load_registry, peaks_from_registry

ROOT = pathlib.Path(__file__).resolve().parents[1]


def levels_times(path):
    """{(id, "baseline"): seconds} from workloads/levels/published_v6e.csv (jax_ms, JAXBench's v6e time)."""
    with open(path) as f:
        return {(row["id"], "baseline"): float(row["jax_ms"]) / 1e3 for row in csv.DictReader(f) if row["jax_ms"]}


def tier_of(row):
    """"suite" for the 57, "level1".."level3" for the levels (their id's first part)."""
    workload = row["workload"]
    return f"level{workload[1]}" if row["tier"] == "levels" else "suite"


def load_rows(document, dumps, worker, times, tier, costs):
    if dumps:
        document = reestimate(document, dumps, worker)
    rows = module_rows(document, times)
    for module in document["modules"]:
        costs[module["module"]] = module.get("cost", {})
    for r in rows:
        r["tier"] = tier
        r["fixed_seconds"] = r["wait_seconds"] * r["kernel_waits"]  # the estimate's own wait cost, as fit_tpu_estimate
    return rows


def estimate(rows, costs, peak_flops, peak_bytes):
    comparable = sorted((r for r in rows if r["comparable"]), key=lambda r: r["module"])
    halves = (comparable[0::2], comparable[1::2])
    constants = [fit(halves[0]), fit(halves[1])]
    held = {r["module"]: predict(r, constants[1 - k]) for k, half in enumerate(halves) for r in half}
    suite_constants = fit([r for r in comparable if r["tier"] == "suite"])
    union_constants = fit(comparable)
    for r in rows:
        r["held_out"] = held.get(r["module"], predict(r, union_constants))
        r["fitted_on_57"] = predict(r, suite_constants)
        cost = costs.get(r["module"], {})
        flops, moved = cost.get("flops", 0), cost.get("bytes accessed", 0)
        r["roofline"] = max(flops / peak_flops, moved / peak_bytes) if (flops or moved) else None
    return {"half_a": constants[0], "half_b": constants[1], "the_57": suite_constants, "union": union_constants}


LABELS = (("held_out", "bundle estimate, held out (2-fold over the union)"),
          ("fitted_on_57", "bundle estimate, fitted on the 57 only"),
          ("optimal_seconds", "libtpu optimal_seconds"),
          ("roofline", "roofline (libtpu's flops and bytes, v6e peaks)"))


def report(rows):
    sets = [("union", rows), ("the 57 (suite)", [r for r in rows if r["tier"] == "suite"]),
            ("levels", [r for r in rows if r["tier"] == "levels"])]
    sets += [(level, [r for r in rows if tier_of(r) == level]) for level in ("level1", "level2", "level3")]
    return {name: {label: scores((r[key], r["measured"]) for r in subset) for key, label in LABELS}
            for name, subset in sets if subset}


def markdown(out, constants):
    lines = ["| set | estimate | n | Spearman | median abs log ratio | median error |", "|---|---|---|---|---|---|"]
    for name, entries in out.items():
        for label, s in entries.items():
            lines.append(f"| {name} | {label} | {s['n']} | {fmt(s['spearman'])} | {fmt(s['median_abs_log'])} | "
                         f"{fmt(s['median_error_pct'], 0)}% |")
    lines.append("")
    lines.append("Constants (bundles/s, HBM efficiency, overlap exponent, overhead s): " + ", ".join(
        f"{name} ({c[0]:.4g}, {c[1]:.3f}, {c[2]}, {c[3]:g})" for name, c in constants.items()))
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("suite_preflight", help="the 57's preflight.json (bench/collect_preflight_v6e.py)")
    ap.add_argument("levels_preflight", help="the levels' preflight.json (the same, --workloads-root workloads/levels)")
    ap.add_argument("--dumps", nargs=2, metavar=("SUITE_DUMPS", "LEVELS_DUMPS"),
                    help="each cache's kept dumps, to read every estimate again with the current worker")
    ap.add_argument("--published", default=str(PUBLISHED_V6E))
    ap.add_argument("--levels-published", default=str(ROOT / "workloads" / "levels" / "published_v6e.csv"))
    ap.add_argument("--worker", default=str(ROOT / "build" / "jaxbench-preflight-worker"))
    ap.add_argument("--jaxbench", default=str(ROOT / "build" / "jaxbench"))
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    for path in (args.suite_preflight, args.levels_preflight, args.published, args.levels_published):
        if not pathlib.Path(path).is_file():
            raise SystemExit(f"tpu_estimate_by_tier.py: {path} not found")
    peak_flops, peak_bytes = peaks_from_registry(load_registry(args.jaxbench))
    costs = {}
    dumps = args.dumps or (None, None)
    rows = load_rows(json.loads(pathlib.Path(args.suite_preflight).read_text()), dumps[0], args.worker,
                     published_times(args.published), "suite", costs)
    rows += load_rows(json.loads(pathlib.Path(args.levels_preflight).read_text()), dumps[1], args.worker,
                      levels_times(args.levels_published), "levels", costs)
    if sum(r["tier"] == "levels" for r in rows) < 3:
        raise SystemExit("tpu_estimate_by_tier.py: fewer than 3 levels modules with an estimate and a published time")
    constants = estimate(rows, costs, peak_flops, peak_bytes)
    out = report(rows)
    if args.json:
        print(json.dumps({"report": out, "constants": constants, "rows": rows}, indent=1, default=str))
    else:
        print(markdown(out, constants))
    return 0


if __name__ == "__main__":
    sys.exit(main())
