"""The TPU estimate's formula (src/estimate/tpu_estimate.cpp), the one copy
in Python: the benchmarks that refit its constants or re-score its counts
call it rather than write it out (bench/lib/estimate_fit.py, hence
fit_tpu_estimate.py and tpu_estimate_by_tier.py; tpu_tuned_tables.py;
experiments/tpu_step_cost_probe.py; tpu_measured/refit.py, on numpy arrays).
The binary rescores a kept dump itself (`jaxbench preflight --rescore DIR`,
src/preflight/rescore.h); a grid refit still needs the formula vectorised
here, so this copy stays, held to the binary by preflight_cli_tests: the
rescored estimate's seconds must equal formula_seconds of its own counts and
constants."""


def combine(compute, dma, exponent):
    """src/estimate/tpu_estimate.cpp's combine_seconds."""
    if exponent == 0:
        return max(compute, dma)
    return (compute ** exponent + dma ** exponent) ** (1 / exponent)


def dma_seconds(dma_bytes, hbm, efficiency):
    """DMA bytes at the achieved share of the HBM bandwidth (the estimate's dma_seconds)."""
    return dma_bytes / (hbm * efficiency)


def formula_seconds(compute, dma, exponent, overhead, fill=0.0, waits=0.0):
    """src/estimate/tpu_estimate.cpp's formula_seconds: compute and DMA combined, the kernels' pipeline fill,
    the overhead and the kernel waits' cost (wait_seconds x kernel_waits)."""
    return combine(compute, dma, exponent) + fill + overhead + waits


def pipelines(estimate):
    """[executed bundles, DMA bytes, pipeline steps] of each Mosaic kernel unit whose steps are known: what
    the fill term (src/estimate/tpu_estimate.h, pipeline_fill_seconds) is made of."""
    return [[u["executed_bundles"], u["dma_bytes"], u["pipeline_steps"]] for u in estimate["basis"]["units"]
            if u["kernel"] and u.get("pipeline_steps", 0) > 0]


def fill_seconds(pipes, hbm, rate, efficiency, exponent):
    """src/estimate/tpu_estimate.cpp's pipeline_fill_seconds."""
    total = 0.0
    for bundles, dma_bytes, steps in pipes:
        compute, dma = bundles / rate, dma_seconds(dma_bytes, hbm, efficiency)
        total += (compute + dma - combine(compute, dma, exponent)) / steps
    return total


def kernel_loop_trips(estimate):
    """The program's kernels' simulated loop trips per run (each loop's first bundle executed, times the unit's
    runs): what a per-trip cost would multiply (--trip-seconds)."""
    runs = {u["unit"]: u.get("runs", 1.0) for u in estimate["basis"]["units"]}
    return sum(sum(loop["trips"] for loop in k.get("loops", [])) * runs.get(k["unit"], 1.0)
               for k in (estimate.get("trip_counts") or {}).get("kernels", []))


def overlap_groups(estimate):
    """[executed bundles, HBM bytes] of each part of a program whose compute and DMA can overlap only each
    other: each unit (XLA runs its fusions and kernels one after another). A kernel keeps its descriptors'
    bytes; the XLA code's share of the program's bytes (basis.dma_bytes less the kernels') is spread over the
    XLA units by what each one's code moves, or, when no XLA unit's DMAs are known, over all of them as one
    part. The what-if of bench/tpu_measured/score.py --per-unit-overlap, not the shipped formula (which
    overlaps the program's whole compute with its whole DMA)."""
    units, total = estimate["basis"]["units"], estimate["basis"]["dma_bytes"]
    xla, moved = _xla_parts(units)
    xla_bytes = max(0.0, total - sum(u["dma_bytes"] for u in units if u["kernel"]))
    groups = [[u["executed_bundles"], u["dma_bytes"]] for u in units if u["kernel"]]
    if sum(moved) > 0:
        return groups + [[u["executed_bundles"], xla_bytes * m / sum(moved)] for u, m in zip(xla, moved)]
    return groups + [[sum(u["executed_bundles"] for u in xla), xla_bytes]]


def overlap_group_waits(estimate, unit_waits):
    """The DMA waits the XLA code executes in each of overlap_groups' parts, in their order (a kernel's part
    none: the estimate costs its waits already), from a profile's units (unit_waits),
    matched by name; the waits of units the basis does not list, as one part more (with no bundles or bytes)."""
    waits = {}
    for u in unit_waits:
        if not u.get("kernel"):
            waits[u["unit"]] = waits.get(u["unit"], 0.0) + u["ops"]["sync_wait"]
    units = estimate["basis"]["units"]
    xla, moved = _xla_parts(units)
    kernels = [0.0 for u in units if u["kernel"]]
    own = [waits.pop(u["unit"], 0.0) for u in xla]
    parts = kernels + (own if sum(moved) > 0 else [sum(own)])
    return parts + ([sum(waits.values())] if waits else [])


def _xla_parts(units):
    """The XLA units and the bytes each one's code moves (its DMA descriptors and its other DMAs)."""
    xla = [u for u in units if not u["kernel"]]
    return xla, [u["dma_bytes"] + u.get("other_dma_bytes", 0.0) for u in xla]


def per_unit_seconds(groups, hbm, rate, efficiency, exponent, group_waits=(), wait_cost=0.0):
    """Each overlap group's compute and DMA combined, summed (the per-unit what-if's first term); with a cost per
    XLA wait, each group's waits (overlap_group_waits) add to its compute."""
    waits = list(group_waits) + [0.0] * (len(groups) - len(group_waits))
    return sum(combine(bundles / rate + w * wait_cost, dma_seconds(dma_bytes, hbm, efficiency), exponent)
               for (bundles, dma_bytes), w in zip(groups, waits))


def xla_sync_waits(profile):
    """The DMA waits (`sync_wait` slot ops) a module's XLA code executes, its tpu_profile's non-kernel units:
    what a per-wait cost in XLA code would multiply (bench/tpu_measured's --xla-wait-costs what-if)."""
    return sum((unit.get("ops") or {}).get("sync_wait", 0.0) for unit in (profile or {}).get("units") or []
               if not unit.get("kernel"))


def unit_waits(profile):
    """The units of a tpu_profile that execute DMA waits, each cut to its name, kind and `sync_wait` count: what
    xla_sync_waits sums, kept unit by unit for a what-if that costs a unit's waits in that unit."""
    return [{"unit": u.get("unit"), "kernel": u.get("kernel"), "ops": {"sync_wait": u["ops"]["sync_wait"]}}
            for u in (profile or {}).get("units") or [] if (u.get("ops") or {}).get("sync_wait")]
