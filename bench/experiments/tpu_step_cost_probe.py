"""Would a per-step cost make the TPU estimate rank block sizes better? A
what-if on the kept sweeps of bench/tpu_tuned_tables.py, no compile and no
change to the estimate (issue #27, docs/bench/tpu-estimate.md, Left to do 1).

Each variant's estimate is recomputed from its counts (the rows'
step_counts: the estimate's basis, the kernels' simulated loop trips, their
executed DMA issues and DMA/semaphore waits, the estimate's own wait cost and
pipeline fill) with one term added:
  trip  tau x loop trips      (each iteration's bookkeeping beyond its bundles)
  wait  tau x waits           (a wait's latency beyond the estimate's own wait cost)
  issue tau x DMA issues      (a descriptor's setup)
(a what-if "fill" term, the pipeline's fill over the program's largest
constant trip count, was tried here before the estimate took each kernel's
own fill in tpu-estimate-7; docs/bench/tpu-estimate.md keeps its table) and
scored as the tables are (bench/lib/tuned_tables/scoring.py): per kernel and sweep, the
share of keys whose tuned entry is within 10% of the best, its median and
mean rank. Whether the published times support a tau is the other half:
.venv/bin/python -m bench.fit_tpu_estimate --trip-seconds.

  nice .venv/bin/python -m bench.tpu_tuned_tables --wheels W --cache C --reread --json /tmp/t16.json
  (the same with --cache C99 --keys-file K99 --json /tmp/t99.json for another seed's keys)
  .venv/bin/python -m bench.experiments.tpu_step_cost_probe /tmp/t16.json /tmp/t99.json [--taus 1e-7,2e-7,4e-7,8e-7] [--json]
"""
import argparse
import json
import pathlib
import statistics
import sys

from bench.lib.tpu_formula import dma_seconds, formula_seconds
from bench.lib.tuned_tables.scoring import rank_of

TERMS = ("trip", "wait", "issue")


def estimate(counts, term, tau):
    """The estimate's formula on a variant's counts (constants as its tpu_estimate said), with the term added."""
    constants = counts["constants"]
    compute = counts["bundles"] / constants["bundles_per_second"]
    dma = dma_seconds(counts["dma_bytes"], counts["hbm"], constants["hbm_efficiency"])
    # The estimate's own wait cost (tpu-estimate-6) and pipeline fill (-7) stay; a "wait" tau is on top.
    seconds = formula_seconds(compute, dma, constants["overlap_exponent"], constants["overhead_seconds"],
                              counts.get("fill_seconds", 0.0), constants.get("wait_seconds", 0.0) * counts["waits"])
    per = {"trip": "trips", "wait": "waits", "issue": "dma_issues"}.get(term)
    return seconds + (tau * counts[per] if per else 0)


def keys_of(report):
    """(kernel, tuned, {variant: counts}) per judged key whose variants all carry step_counts."""
    for kernel, block in report.items():
        for judged in block["judged"]:
            rows = [r for r in judged.get("rows", []) if r["status"] == "compiles" and r.get("seconds")]
            if "rank" not in judged or not rows or any(not r.get("step_counts") for r in rows):
                continue
            yield kernel, tuple(judged["tuned"]), {tuple(r["variant"]): r["step_counts"] for r in rows}


def score(keys, term, tau):
    """{kernel: (within 10%, median rank, mean rank, keys)} with the term at tau."""
    by_kernel = {}
    for kernel, tuned, variants in keys:
        scores = {v: estimate(c, term, tau) for v, c in variants.items()}
        by_kernel.setdefault(kernel, []).append((rank_of(scores, tuned), scores[tuned] / min(scores.values()) - 1))
    return {k: (sum(g <= 0.10 for _, g in v) / len(v), statistics.median(r for r, _ in v),
                statistics.mean(r for r, _ in v), len(v)) for k, v in by_kernel.items()}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("reports", nargs="+", type=pathlib.Path, help=".venv/bin/python -m bench.tpu_tuned_tables --reread --json files")
    ap.add_argument("--taus", default="1e-7,2e-7,4e-7,8e-7", help="seconds per trip, wait or issue")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    sweeps = {p.stem: list(keys_of(json.loads(p.read_text()))) for p in args.reports}
    if not any(sweeps.values()):
        raise SystemExit("no key with step_counts in the reports: make them with .venv/bin/python -m bench.tpu_tuned_tables --reread")
    cases = [("none", 0.0)] + [(t, float(tau)) for t in TERMS for tau in args.taus.split(",")]
    results = [{"term": term, "tau": tau, "sweeps": {name: score(keys, term, tau) for name, keys in sweeps.items()}}
               for term, tau in cases]
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    columns = [(name, kernel) for name, keys in sweeps.items() for kernel in sorted({k[0] for k in keys})]
    print("| term | tau us | " + " | ".join(f"{k} {n}: within 10% / median / mean rank" for n, k in columns) + " |")
    print("|---|---|" + "---|" * len(columns))
    for r in results:
        cells = [r["sweeps"][n].get(k) for n, k in columns]
        print(f"| {r['term']} | {r['tau'] * 1e6:g} | " + " | ".join(
            "-" if c is None else f"{100 * c[0]:.0f}% / {c[1]:g} / {c[2]:.2f}" for c in cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
