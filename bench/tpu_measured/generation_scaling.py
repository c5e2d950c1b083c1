"""Why another generation's estimate misses: each compiled record's estimate
re-read from its kept dump (the worker's constants for that generation: v6e's
scaled by public specs, src/platform/tpu_generations.cpp), split into its
terms, and re-combined offline with bench/lib/tpu_formula.py's formula
(refit.predict, checked against the scalar calls) under other clock and
bandwidth scalings, without changing the binary.

  cd /work/main && bench/tpu_measured/.venv/bin/python -m bench.tpu_measured.generation_scaling --target v5e \\
      [--worker COPY] [--clock-ratio R ...] [--hbm GBPS ...] [--out FILE]

Reports per op: the estimate's median pred/meas and the spread of its log
ratio (a constant scale shows as a small spread), the share of records whose
compute seconds outweigh their DMA seconds, the compute and DMA terms over
the measured time, and how many left a loop or branch unresolved; then the
overall and per-op Spearman and median/p90 error of each scaling tried. A
clock ratio R (the target's clock over v6e's) sets bundles_per_second to
1.565e9 x R and the cost per wait to 40 ns / R, as the binary's scaled()
does; --hbm sets the HBM bytes/s. The best single bundle rate per op is
reported too, marked as fitted on the target's own records (a diagnosis,
not a constant to ship)."""
import argparse
import collections
import json
import math
import pathlib
import statistics
import sys

import numpy as np

from bench.tpu_measured import metrics, preflight, refit, tables
from bench.tpu_measured import records as rec

V6E_RATE, V6E_WAIT = 1.565e9, 4e-8


def estimates(target, cache, worker):
    """[(id, op, measured seconds, estimate row)] of the target's compiled records, re-read with worker."""
    preflight.WORKER = worker
    records = {r["id"]: r for r in rec.load_sample(target)}
    out = []
    for row in rec.latest_rows(cache).values():
        if row.get("status") != "compiles" or row["id"] not in records:
            continue
        keep = sorted((cache / row["id"] / "keep").glob("*/tpu-dump"))
        if not keep:
            continue
        label = keep[0].parent
        estimate = preflight.estimate_row(preflight.reestimate(keep[0], label / "result.json",
                                                               label / "kernel_inputs.json"))
        out.append((row["id"], row["op"], records[row["id"]]["measured_ms"] / 1e3, estimate,
                    bool(row.get("pallas_calls"))))
    return out


def rescaled(items, clock_ratio=None, hbm=None):
    """{id: seconds} with the clock (bundle rate and wait cost) and/or the HBM bandwidth changed."""
    rows = []
    for rid, op, measured, e, _ in items:
        row = refit.refit_row(rid, op, measured, {"basis": e["basis"], "constants": e["constants"]})
        c = e["constants"]
        rate = V6E_RATE * clock_ratio if clock_ratio else c["bundles_per_second"]
        if clock_ratio:
            row["fixed"] = V6E_WAIT / clock_ratio * e["basis"].get("kernel_waits", 0.0)
        if hbm:
            row["hbm"] = hbm
        row["constants"] = (rate, c["hbm_efficiency"], int(c["overlap_exponent"]), c["overhead_seconds"])
        rows.append(row)
    out = {}
    for key in {r["constants"] for r in rows}:
        group = [r for r in rows if r["constants"] == key]
        refit.check(group, refit.Rows(group), key)
        out.update(zip((r["name"] for r in group), refit.predict(refit.Rows(group), key).tolist()))
    return out


def score(items, seconds, subset=None):
    return metrics.scores((seconds[rid], m) for rid, op, m, _, _ in items
                          if rid in seconds and (subset is None or subset(op)))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=sorted(rec.TARGET_CHIPS), default="v5e")
    parser.add_argument("--cache", type=pathlib.Path, default=rec.CACHE)
    parser.add_argument("--worker", type=pathlib.Path, default=preflight.WORKER)
    parser.add_argument("--clock-ratio", type=float, nargs="*", default=[], help="the target's clock over v6e's")
    parser.add_argument("--hbm", type=float, nargs="*", default=[], help="HBM bytes/s to try")
    parser.add_argument("--out", type=pathlib.Path, help="write the per-record terms and the scores here (JSON)")
    args = parser.parse_args()
    items = estimates(args.target, args.cache / args.target, args.worker)
    ops = sorted({op for _, op, _, _, _ in items})
    built = {rid: e["seconds"] for rid, _, _, e, _ in items}
    check = rescaled(items)
    worst = max(abs(check[rid] / built[rid] - 1) for rid in built)
    print(f"{args.target}: {len(items)} compiled records; tpu_formula re-combination vs the binary's seconds: "
          f"worst relative difference {worst:.2e}")
    print("\nper op: n | pred/meas median [p10, p90] | sd of log ratio | compute-bound | compute/meas | "
          "dma/meas | unresolved | loops without bound | inputs")
    for op in ops:
        mine = [(m, e) for _, o, m, e, _ in items if o == op]
        ratio = sorted(e["seconds"] / m for m, e in mine)
        logs = [math.log(r) for r in ratio]
        print(f"  {op}: {len(mine)} | {statistics.median(ratio):.2f}x [{np.percentile(ratio, 10):.2f}, "
              f"{np.percentile(ratio, 90):.2f}] | {statistics.pstdev(logs):.2f} | "
              f"{sum(e['compute_seconds'] > e['dma_seconds'] for _, e in mine)}/{len(mine)} | "
              f"{statistics.median(e['compute_seconds'] / m for m, e in mine):.3f} | "
              f"{statistics.median(e['dma_seconds'] / m for m, e in mine):.3f} | "
              f"{sum(1 for _, e in mine if e['unresolved'])} | "
              f"{sum(1 for _, e in mine if e['basis'].get('loops_without_bound'))} | "
              f"{dict(collections.Counter(e['inputs'] for _, e in mine))}")
    tries = [("as built", built)]
    tries += [(f"clock ratio {r:.4g} (rate {V6E_RATE * r:.4g}/s)", rescaled(items, clock_ratio=r))
              for r in args.clock_ratio]
    tries += [(f"HBM {h:.4g} B/s", rescaled(items, hbm=h)) for h in args.hbm]
    tries += [(f"clock ratio {r:.4g} and HBM {h:.4g} B/s", rescaled(items, clock_ratio=r, hbm=h))
              for r in args.clock_ratio for h in args.hbm]
    fitted = {}
    for op in ops:  # the one clock ratio that best fits this op alone (fitted on the target: diagnosis only)
        mine = [i for i in items if i[1] == op]
        grid = np.exp(np.linspace(math.log(0.1), math.log(4), 300))
        losses = [sum((math.log(s[rid] / m)) ** 2 for s in [rescaled(mine, clock_ratio=r)]
                      for rid, _, m, _, _ in mine) for r in grid]
        fitted[op] = float(grid[int(np.argmin(losses))])
    print("\nclock ratio fitted per op on the target's own records (diagnosis, not shippable): "
          + ", ".join(f"{op} {r:.3f} (rate {V6E_RATE * r:.3g}/s)" for op, r in fitted.items()))
    report = {"target": args.target, "n": len(items), "fitted_clock_ratio_by_op": fitted, "scores": {}}
    print("\nscaling | overall n, Spearman, median, p90, median pred/meas | Pallas | XLA | per op Spearman/median")
    pallas = {op for _, op, _, _, p in items if p}
    for name, seconds in tries:
        overall = score(items, seconds)
        parts = {"Pallas": score(items, seconds, lambda op: op in pallas),
                 "XLA": score(items, seconds, lambda op: op not in pallas)}
        per_op = {op: score(items, seconds, lambda o, op=op: o == op) for op in ops}
        report["scores"][name] = {"overall": overall, **parts, "per_op": per_op}
        cells = lambda s: (f"{s['n']}, {tables.fmt(s['spearman'])}, "  # noqa: E731
                           f"{tables.fmt(s['median_error_pct'], '.0f')}%, {tables.fmt(s['p90_error_pct'], '.0f')}%, "
                           f"{tables.fmt(s['median_ratio'], '.2f')}x" if s["n"] else "-")
        print(f"  {name} | {cells(overall)} | {cells(parts['Pallas'])} | {cells(parts['XLA'])} | "
              + "; ".join(f"{op} {tables.fmt(s['spearman'])}/{tables.fmt(s['median_error_pct'], '.0f')}%"
                          for op, s in per_op.items()))
    if args.out:
        report["records"] = [{"id": rid, "op": op, "measured": m, "pallas": p,
                              **{k: e[k] for k in ("seconds", "compute_seconds", "dma_seconds", "fill_seconds",
                                                   "inputs", "unresolved")},
                              "executed_bundles": e["basis"]["executed_bundles"], "dma_bytes": e["basis"]["dma_bytes"],
                              "loops_without_bound": e["basis"].get("loops_without_bound")}
                             for rid, op, m, e, p in items]
        args.out.write_text(json.dumps(report, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
