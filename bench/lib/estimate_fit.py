"""The TPU estimate's fit against JAXBench's published v6e times, shared by
the benchmarks that check it (fit_tpu_estimate.py, tpu_estimate_by_tier.py,
profile_vs_published.py; bench/tpu_measured/refit.py fits the same way on
numpy arrays): the modules' rows read from a `jaxbench preflight --json`
document, their estimates read again from kept dumps, the formula with
candidate constants, the grid and golden-section fit, and the scores
(Spearman, median error). The formula itself is bench/lib/tpu_formula.py's."""
import csv
import json
import math
import pathlib
import statistics
import subprocess
import tempfile

from bench.lib.stats import spearman
from bench.lib.tpu_formula import dma_seconds, fill_seconds, formula_seconds, kernel_loop_trips, pipelines

ROOT = pathlib.Path(__file__).resolve().parents[2]
PUBLISHED_V6E = ROOT.parent / "shared" / "data" / "jaxbench_v6e_results.csv"  # JAXBench's medians, beside the checkout

# JAXBench's Pallas variants that computed another problem than our pallas_tpu program.
DIFFERENT_PROBLEM = {"2p_GQA_Attention", "4p_Sparse_Attention", "6p_Paged_Attention", "11p_Megablox_GMM"}


def published_times(path):
    times = {}
    with open(path) as f:
        for row in csv.DictReader(f):
            if row["median_ms"]:
                times[(row["workload"], row["variant"])] = float(row["median_ms"]) / 1e3
    return times


def module_rows(document, times):
    rows = []
    for module in document["modules"]:
        workload, _, rest = module["module"].partition("/")
        variant = "optimized" if "pallas" in rest else "baseline" if "reference" in rest else None
        if variant is None or (workload, variant) not in times or module["status"] != "compiles":
            continue
        estimate = module.get("tpu_estimate")
        if not estimate:
            continue
        cost = module.get("cost", {})
        rows.append({"workload": workload, "variant": variant, "module": module["module"],
                     "measured": times[(workload, variant)],
                     "bundles": estimate["basis"]["executed_bundles"], "dma_bytes": estimate["basis"]["dma_bytes"],
                     "kernel_trips": kernel_loop_trips(estimate),
                     "kernel_waits": estimate["basis"].get("kernel_waits", 0.0),
                     "pipelines": pipelines(estimate),
                     "wait_seconds": estimate["constants"].get("wait_seconds", 0.0),
                     "hbm": estimate["constants"]["hbm_bytes_per_second"],
                     "optimal_seconds": cost.get("optimal_seconds"),
                     "comparable": not (variant == "optimized" and workload in DIFFERENT_PROBLEM)})
    return sorted(rows, key=lambda r: r["module"])


def reestimate(document, dumps, worker):
    """Each module's tpu_estimate read again from its kept dump (its cost analysis from the document)."""
    for module in document["modules"]:
        dump = pathlib.Path(dumps) / module["module"].replace("/", "__")
        if module.get("status") != "compiles" or not dump.is_dir():
            continue
        with tempfile.NamedTemporaryFile("w", suffix=".json") as result:
            json.dump({"cost": module.get("cost", {})}, result)
            result.flush()
            # The kernels' operand values the pre-flight resolved their loops from, when kept beside the dump.
            inputs = dump / "kernel_inputs.json"
            command = [worker, "--estimate", str(dump), result.name] + ([str(inputs)] if inputs.exists() else [])
            out = subprocess.run(command, capture_output=True, text=True, check=True)
        module["tpu_estimate"] = json.loads(out.stdout)
    return document


# The overlap exponents tried: 1 adds compute and DMA (no overlap), 0 takes
# the longer (perfect overlap), 2..8 lie between (a smooth maximum).
OVERLAP_EXPONENTS = (1, 2, 4, 8, 0)
HBM_EFFICIENCIES = tuple(0.5 + 0.025 * k for k in range(21))  # achieved share of the spec bandwidth
OVERHEADS = (0.0, 1e-6, 1e-5, 1e-4)


def predict(row, constants):
    """The estimate's formula (its wait cost as given, row["fixed_seconds"]); a fifth constant, when given, is a
    what-if cost per kernel loop trip or wait (row["trips"])."""
    rate, efficiency, exponent, overhead, *trip = constants
    fill = fill_seconds(row.get("pipelines", ()), row["hbm"], rate, efficiency, exponent)
    seconds = formula_seconds(row["bundles"] / rate, dma_seconds(row["dma_bytes"], row["hbm"], efficiency), exponent,
                              overhead, fill, row.get("fixed_seconds", 0))
    return seconds + (trip[0] * row.get("trips", 0) if trip else 0)


def loss(rows, constants):
    return sum(math.log(predict(r, constants) / r["measured"]) ** 2 for r in rows)


def best_rate(rows, efficiency, exponent, overhead, *trip):
    """The bundles/s minimising the squared log error for the other constants, by golden-section search on log10."""
    low, high = 8.0, 11.0
    golden = (math.sqrt(5) - 1) / 2
    for _ in range(40):
        a, b = high - golden * (high - low), low + golden * (high - low)
        if loss(rows, (10 ** a, efficiency, exponent, overhead, *trip)) < loss(rows, (10 ** b, efficiency, exponent,
                                                                                   overhead, *trip)):
            high = b
        else:
            low = a
    return 10 ** ((low + high) / 2)


def fit(rows, trip_costs=None):
    """(bundles_per_second, hbm_efficiency, overlap_exponent, overhead_seconds) minimising the squared log error;
    with trip_costs (the what-if of --trip-seconds), a fifth constant chosen from them."""
    best = None
    for exponent in OVERLAP_EXPONENTS:
        for efficiency in HBM_EFFICIENCIES:
            for overhead in OVERHEADS:
                for trip in [(t,) for t in trip_costs] if trip_costs else [()]:
                    constants = (best_rate(rows, efficiency, exponent, overhead, *trip), efficiency, exponent,
                                 overhead, *trip)
                    error = loss(rows, constants)
                    if best is None or error < best[0]:
                        best = (error, constants)
    return best[1]


def scores(pairs):
    """Spearman and median |log ratio| of (estimate, measured) pairs."""
    pairs = [(e, m) for e, m in pairs if e and e > 0]
    if len(pairs) < 3:
        return {"n": len(pairs), "spearman": None, "median_abs_log": None, "median_error_pct": None}
    med = statistics.median(abs(math.log(e / m)) for e, m in pairs)
    return {"n": len(pairs), "spearman": spearman([e for e, _ in pairs], [m for _, m in pairs]),
            "median_abs_log": med, "median_error_pct": 100 * (math.exp(med) - 1)}


def fmt(x, digits=3):
    return "-" if x is None else f"{x:.{digits}f}"
