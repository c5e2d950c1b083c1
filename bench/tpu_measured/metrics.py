"""Rank correlation and error figures of (predicted, measured) pairs, and the
published modules' rows for the refit."""
import csv
import math
import statistics

from bench.lib import stats, tpu_formula
from bench.tpu_measured import refit

# JAXBench's Pallas variants that computed another problem than the suite's pallas_tpu program (as
# bench/fit_tpu_estimate.py leaves them out of every fit).
DIFFERENT_PROBLEM = {"2p_GQA_Attention", "4p_Sparse_Attention", "6p_Paged_Attention", "11p_Megablox_GMM"}


def spearman(xs, ys):
    """bench/lib/stats.py's Spearman; None for fewer than 3 pairs or a constant side."""
    if len(xs) < 3:
        return None
    try:
        return stats.spearman(xs, ys)
    except ZeroDivisionError:
        return None


def percentile(values, share):
    ordered = sorted(values)
    position = share * (len(ordered) - 1)
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def scores(pairs):
    """n, Spearman, median and 90th-percentile |log(predicted/measured)| as % error (exp(x) - 1), and the
    median signed log ratio as a factor (above 1: predicted slower than measured)."""
    pairs = [(p, m) for p, m in pairs if p is not None and p > 0 and m > 0]
    if not pairs:
        return {"n": 0, "spearman": None, "median_error_pct": None, "p90_error_pct": None, "median_ratio": None}
    logs = [math.log(p / m) for p, m in pairs]
    absolute = [abs(x) for x in logs]
    return {"n": len(pairs), "spearman": spearman([p for p, _ in pairs], [m for _, m in pairs]),
            "median_error_pct": 100 * (math.exp(statistics.median(absolute)) - 1),
            "p90_error_pct": 100 * (math.exp(percentile(absolute, 0.9)) - 1),
            "median_ratio": math.exp(statistics.median(logs))}


def published_rows(document, published_csv):
    """Refit rows of the published modules in a `preflight --json` document (bench/collect_preflight_v6e.py's
    preflight.json) against JAXBench's v6e medians, as fit_tpu_estimate.py's module_rows picks them."""
    times = {}
    with open(published_csv) as f:
        for row in csv.DictReader(f):
            if row["median_ms"]:
                times[(row["workload"], row["variant"])] = float(row["median_ms"]) / 1e3
    rows = []
    for module in document["modules"]:
        workload, _, rest = module["module"].partition("/")
        variant = "optimized" if "pallas" in rest else "baseline" if "reference" in rest else None
        estimate = module.get("tpu_estimate")
        if (workload, variant) not in times or module.get("status") != "compiles" or not estimate:
            continue
        if variant == "optimized" and workload in DIFFERENT_PROBLEM:
            continue
        rows.append(refit.refit_row(module["module"], "published", times[(workload, variant)], estimate,
                                    tpu_formula.unit_waits(module.get("tpu_profile"))))
    return rows
