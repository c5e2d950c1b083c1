"""How far can a TPU-less loop see? Compares the TPU compiler's own time
estimate for each suite reference (libtpu's `optimal_seconds`, from the cost
analysis `jaxbench preflight --target v6e --json` lists) with JAXBench's published v6e medians
(shared/data/jaxbench_v6e_results.csv, baseline rows): Spearman rank
correlation and the median ratio estimate / measured. Where libtpu gives no
estimate, the roofline bound from its own flops and bytes against the v6e
peaks stands in, and the row says so. The peaks are jaxbench's own
(`jaxbench platforms --json`, chip v6e), never written here a second time.

  build/jaxbench preflight --suite all --target v6e --json > /tmp/preflight_v6e.json
  .venv/bin/python -m bench.preflight_vs_v6e /tmp/preflight_v6e.json [--published PATH] [--jaxbench PATH | --registry FILE] [--json]
"""
import argparse
import csv
import json
import pathlib
import statistics
import sys

from bench.lib.estimate_fit import PUBLISHED_V6E
from bench.lib.registry import load_registry, peaks_from_registry
from bench.lib.stats import spearman

ROOT = pathlib.Path(__file__).resolve().parents[1]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("preflight_json")
    ap.add_argument("--published", default=str(PUBLISHED_V6E))
    ap.add_argument("--jaxbench", default=str(ROOT / "build" / "jaxbench"),
                    help="the binary whose `platforms --json` gives the v6e peaks (default %(default)s)")
    ap.add_argument("--registry", help="a saved `jaxbench platforms --json` to read instead")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    peak_flops, peak_bytes = peaks_from_registry(load_registry(args.jaxbench, args.registry))
    measured = {}
    with open(args.published) as f:
        for row in csv.DictReader(f):
            if row["variant"] == "baseline" and row["median_ms"]:
                measured[row["workload"]] = float(row["median_ms"])
    document = json.loads(pathlib.Path(args.preflight_json).read_text())
    rows = []
    for module in document["modules"]:
        workload, _, rest = module["module"].partition("/")
        if "reference" not in rest or workload not in measured or module["status"] != "compiles":
            continue
        # libtpu's own figure (time_estimate is now jaxbench's bundle
        # estimate: bench/fit_tpu_estimate.py compares the two).
        seconds, source = module.get("cost", {}).get("optimal_seconds"), "optimal_seconds"
        if seconds is None:
            cost = module.get("cost", {})
            seconds = max(cost.get("flops", 0) / peak_flops, cost.get("bytes accessed", 0) / peak_bytes)
            source = "roofline from libtpu's flops and bytes"
        rows.append({"workload": workload, "estimate_ms": seconds * 1e3, "measured_ms": measured[workload],
                     "ratio": seconds * 1e3 / measured[workload], "source": source})
    est = [r["estimate_ms"] for r in rows]
    meas = [r["measured_ms"] for r in rows]
    summary = {"workloads": len(rows), "spearman": spearman(est, meas),
               "median_ratio_estimate_over_measured": statistics.median(r["ratio"] for r in rows),
               "from_optimal_seconds": sum(r["source"] == "optimal_seconds" for r in rows)}
    if args.json:
        print(json.dumps({"summary": summary, "rows": rows}, indent=1))
        return 0
    for r in sorted(rows, key=lambda r: r["measured_ms"]):
        print(f"{r['workload']:52s} estimate {r['estimate_ms']:9.3f} ms  measured {r['measured_ms']:9.3f} ms  "
              f"ratio {r['ratio']:6.3f}  ({r['source']})")
    print(f"{summary['workloads']} workloads ({summary['from_optimal_seconds']} with optimal_seconds): "
          f"Spearman {summary['spearman']:.3f}, median estimate/measured {summary['median_ratio_estimate_over_measured']:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
