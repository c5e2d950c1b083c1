"""Fits and checks the pre-flight's TPU time estimate against JAXBench's
published v6e times, beside libtpu's own `optimal_seconds`, in one run.

The estimate (src/estimate/tpu_estimate.h) is
    compute = executed_bundles / bundles_per_second
    dma     = dma_bytes / (HBM bandwidth x hbm_efficiency)
    seconds = (compute^q + dma^q)^(1/q) + overhead_seconds     (q = overlap_exponent; q = 0: the longer)
              + wait_seconds x kernel_waits                     (the kernels' executed DMA/semaphore waits)
              + sum over kernels of (c + d - (c^q + d^q)^(1/q)) / steps   (each pipeline's fill, tpu-estimate-7)
with the first four constants per generation fitted here (q from 1, 2, 4, 8, 0:
how far compute and DMA overlap); the bundles and bytes are
read from `jaxbench preflight --json` (each module's tpu_estimate.basis), so
the fit does not depend on the constants the binary was built with; the
wait cost is the estimate's (constants.wait_seconds) unless --trips-of waits
fits it.

Protocol: the modules with a published time (the 50 references against
their baseline medians, the 7 Pallas kernels against their optimized
medians) are sorted by name and dealt alternately into halves A and B. The
constants are fitted on A and every B module is predicted with them, then
the other way round, so each module has one held-out prediction; Spearman
and the median |log(estimate/measured)| are computed over those. Leave-one-out
refits on all but one module for each. The Pallas kernels whose JAXBench
variant computed a different problem than ours (2p, 4p, 6p, 11p: see
shared/spec/JAXBENCH_FACTS.md) are left out of every fit and reported apart.

  build/jaxbench preflight --suite all --target v6e --json > /tmp/preflight_v6e.json
  .venv/bin/python -m bench.fit_tpu_estimate /tmp/preflight_v6e.json [--published PATH] [--markdown] [--json]

--trip-seconds 0,1e-7,... is a what-if, not the estimate: it fits a fifth
constant, a cost per loop trip of the kernels (--trips-of kernels), of the
Pallas programs' kernels only (pallas), or per DMA/semaphore wait the
kernels execute (waits: basis.kernel_waits, in place of the estimate's own
wait cost; needs --dumps to read estimates older than tpu-estimate-6) (#27).

With --dumps (the final bundles bench/collect_preflight_v6e.py keeps), each
module's estimate is first read again from its dump by the current
build/jaxbench-preflight-worker --estimate, so a change to the dump reader
is measured without compiling again:

  .venv/bin/python -m bench.fit_tpu_estimate CACHE/preflight.json --dumps CACHE/dumps
"""
import argparse
import json
import pathlib
import sys

from bench.lib.estimate_fit import (PUBLISHED_V6E, fit, fmt, module_rows, predict, published_times, reestimate,
                                    scores)

ROOT = pathlib.Path(__file__).resolve().parents[1]


def evaluate(rows, trip_costs=None):
    comparable = [r for r in rows if r["comparable"]]
    halves = (comparable[0::2], comparable[1::2])
    constants = [fit(halves[0], trip_costs), fit(halves[1], trip_costs)]
    held_out = {}
    for k, half in enumerate(halves):
        for r in half:
            held_out[r["module"]] = predict(r, constants[1 - k])
    loo = {}
    for i, r in enumerate(comparable):
        loo[r["module"]] = predict(r, fit(comparable[:i] + comparable[i + 1:], trip_costs))
    full = fit(comparable, trip_costs)
    for r in rows:
        r["held_out"] = held_out.get(r["module"], predict(r, full))
        r["loo"] = loo.get(r["module"], predict(r, full))
        r["fitted_all"] = predict(r, full)
    return {"constants_half_a": constants[0], "constants_half_b": constants[1], "constants_all": full}


def report(rows, fits):
    comparable = [r for r in rows if r["comparable"]]
    out = {"fits": fits, "sets": {}}
    for name, subset in [("comparable", comparable), ("all", rows),
                         ("references", [r for r in rows if r["variant"] == "baseline"])]:
        out["sets"][name] = {
            "bundle estimate, held out (2-fold)": scores((r["held_out"], r["measured"]) for r in subset),
            "bundle estimate, leave-one-out": scores((r["loo"], r["measured"]) for r in subset),
            "libtpu optimal_seconds": scores((r["optimal_seconds"], r["measured"]) for r in subset),
        }
    pallas = []
    by_key = {(r["workload"], r["variant"]): r for r in rows}
    for r in rows:
        ref = by_key.get((r["workload"], "baseline"))
        if r["variant"] != "optimized" or not ref:
            continue
        pallas.append({"workload": r["workload"], "comparable": r["comparable"],
                       "measured_speedup": ref["measured"] / r["measured"],
                       "estimated_speedup": ref["held_out"] / r["held_out"]})
    out["pallas_vs_xla"] = pallas
    return out


def constants_text(constants):
    rate, efficiency, exponent, overhead, *trip = constants
    return f"({rate:.4g}, {efficiency:.3f}, {exponent}, {overhead:g}{''.join(f', {t:g}' for t in trip)})"


def markdown(rows, out):
    lines = ["| set | estimate | n | Spearman | median abs log ratio | median error |", "|---|---|---|---|---|---|"]
    for name, entries in out["sets"].items():
        for label, s in entries.items():
            lines.append(f"| {name} | {label} | {s['n']} | {fmt(s['spearman'])} | {fmt(s['median_abs_log'])} | "
                         f"{fmt(s['median_error_pct'], 0)}% |")
    lines += ["", "| Pallas kernel | same problem as JAXBench's | measured XLA/Pallas | estimated XLA/Pallas | "
              "predicts the winner |", "|---|---|---|---|---|"]
    for p in out["pallas_vs_xla"]:
        right = (p["measured_speedup"] > 1) == (p["estimated_speedup"] > 1)
        lines.append(f"| {p['workload']} | {'yes' if p['comparable'] else 'no'} | {p['measured_speedup']:.2f}x | "
                     f"{p['estimated_speedup']:.2f}x | {'yes' if right else 'no'} |")
    f = out["fits"]
    trip = ", s per kernel loop trip or wait (--trips-of)" if len(f["constants_all"]) > 4 else ""
    lines += ["", f"Constants (bundles/s, HBM efficiency, overlap exponent, overhead s{trip}): half A "
              + constants_text(f["constants_half_a"]) + ", half B " + constants_text(f["constants_half_b"])
              + ", all comparable modules " + constants_text(f["constants_all"])
              + "".join(sorted({f"; the estimate's {r['wait_seconds']:g} s per kernel wait kept" for r in rows
                                if r.get("fixed_seconds")})), "",
              "| module | measured ms | held-out estimate ms | optimal_seconds ms |", "|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: r["measured"]):
        opt = r["optimal_seconds"]
        lines.append(f"| {r['module']}{'' if r['comparable'] else ' (different problem)'} | {r['measured'] * 1e3:.3f} | "
                     f"{r['held_out'] * 1e3:.3f} | {'-' if opt is None else f'{opt * 1e3:.3f}'} |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("preflight_json")
    ap.add_argument("--published", default=str(PUBLISHED_V6E))
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--dumps", help="kept dumps to read each estimate from again (bench/collect_preflight_v6e.py)")
    ap.add_argument("--worker", default=str(ROOT / "build" / "jaxbench-preflight-worker"))
    ap.add_argument("--trip-seconds", help="what-if, not the estimate: also fit a cost per kernel loop trip, chosen "
                    "from these comma-separated seconds (e.g. 0,1e-7,2e-7,3.5e-7,5e-7,1e-6,1.5e-6)")
    ap.add_argument("--trips-of", choices=("kernels", "pallas", "waits"), default="kernels",
                    help="with --trip-seconds: the trips of every kernel unit (XLA's own custom kernels, e.g. the "
                    "references' online-softmax, included), of the Pallas programs' only, or every kernel's "
                    "executed DMA/semaphore waits, fitted in place of the estimate's wait cost")
    args = ap.parse_args()
    document = json.loads(pathlib.Path(args.preflight_json).read_text())
    if args.dumps:
        document = reestimate(document, args.dumps, args.worker)
    rows = module_rows(document, published_times(args.published))
    if len([r for r in rows if r["comparable"]]) < 6:
        raise SystemExit(f"only {len(rows)} modules with a tpu_estimate and a published time in "
                         f"{args.preflight_json}: run `jaxbench preflight --suite all --target v6e --json` first")
    trip_costs = [float(t) for t in args.trip_seconds.split(",")] if args.trip_seconds else None
    fitted_waits = trip_costs and args.trips_of == "waits"
    for r in rows:  # a fitted wait cost replaces the estimate's
        r["fixed_seconds"] = 0.0 if fitted_waits else r["wait_seconds"] * r["kernel_waits"]
        counted = r["kernel_waits"] if args.trips_of == "waits" else r["kernel_trips"]
        r["trips"] = counted if args.trips_of != "pallas" or r["variant"] == "optimized" else 0
    fits = evaluate(rows, trip_costs)
    out = report(rows, fits)
    if args.json:
        print(json.dumps({"report": out, "rows": rows}, indent=1))
    else:
        print(markdown(rows, out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
