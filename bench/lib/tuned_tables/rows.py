"""A tuned-table variant's row: what bench/tpu_tuned_tables.py judges and
reports of one pre-flighted variant (the estimate's seconds and terms, the
counts tpu_step_cost_probe.py's what-ifs multiply), and the compact estimate
the kept counts hold (counts.py: enough to re-score a change of the formula
or its constants without the dump)."""
from bench.lib.tpu_formula import dma_seconds, formula_seconds, kernel_loop_trips, unit_waits

ESTIMATE_FIELDS = ("seconds", "compute_seconds", "dma_seconds", "fill_seconds", "inputs", "basis", "constants")


def compact_estimate(document):
    """The variant's tpu_estimate cut to its terms, counts and constants (None when it has none)."""
    estimate = ((document.get("modules") or [{}])[0]).get("tpu_estimate")
    return {k: estimate.get(k) for k in ESTIMATE_FIELDS} if estimate else None


def row_of(document, variant):
    module = (document.get("modules") or [{}])[0]
    estimate = module.get("tpu_estimate") or {}
    return {"variant": list(variant), "status": module.get("status", document.get("status")),
            "seconds": estimate.get("seconds"), "inputs": estimate.get("inputs"),
            "compute_s": estimate.get("compute_seconds"), "dma_s": estimate.get("dma_seconds"),
            "dma_source": (estimate.get("basis") or {}).get("dma_source"),
            "descriptors_only_s": descriptors_only(estimate),
            "unresolved": len(estimate.get("unresolved") or []),
            "compile_s": module.get("compile_seconds"),
            "wall_s": document.get("bench_seconds", {}).get("preflight_wall"),
            "trip_count_s": (estimate.get("trip_counts") or {}).get("seconds"),
            "step_counts": step_counts(estimate, module.get("tpu_profile")),
            "unit_waits": unit_waits(module.get("tpu_profile")),
            "message": (module.get("message") or document.get("message") or "")[:200]}


def step_counts(estimate, profile):
    """What bench/experiments/tpu_step_cost_probe.py's what-ifs multiply: the estimate's basis, the kernels' simulated loop
    trips, and their executed DMA issues and waits (the profile's operation counts), beside the estimate's own
    pipeline fill; None without both."""
    if not estimate or not profile:
        return None
    kernels = [u for u in profile["units"] if u["kernel"]]
    return {"bundles": estimate["basis"]["executed_bundles"], "dma_bytes": estimate["basis"]["dma_bytes"],
            "hbm": estimate["constants"]["hbm_bytes_per_second"], "grid_steps": estimate["basis"]["grid_steps"],
            "trips": kernel_loop_trips(estimate), "dma_issues": sum(u["ops"]["dma_issue"] for u in kernels),
            "waits": sum(u["ops"]["sync_wait"] for u in kernels), "fill_seconds": estimate.get("fill_seconds", 0.0),
            "constants": {k: estimate["constants"].get(k, 0.0) for k in ("bundles_per_second", "hbm_efficiency",
                                                                        "overlap_exponent", "overhead_seconds",
                                                                        "wait_seconds")}}


def descriptors_only(estimate):
    """What-if (not the estimate): the same formula with the DMA bytes every unit's descriptors move (XLA fusions'
    included), instead of the kernels' descriptors plus the cost analysis's bytes of the XLA code around them."""
    constants, units = estimate.get("constants"), (estimate.get("basis") or {}).get("units")
    if not constants or not units:
        return None
    dma = dma_seconds(sum(u["dma_bytes"] for u in units), constants["hbm_bytes_per_second"],
                      constants["hbm_efficiency"])
    waits = constants.get("wait_seconds", 0.0) * estimate["basis"].get("kernel_waits", 0.0)
    # The kernels' pipeline fill and the waits' cost as the estimate has them: only the DMA term differs.
    return formula_seconds(estimate["compute_seconds"], dma, constants["overlap_exponent"],
                           constants["overhead_seconds"], estimate.get("fill_seconds", 0.0), waits)
