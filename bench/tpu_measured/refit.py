"""The estimate's constants refitted by least squares on log time, as
bench/fit_tpu_estimate.py fits them (bundles_per_second by golden-section
search on log10, hbm_efficiency and overhead_seconds by grid,
overlap_exponent from {1, 2, 4, 8, 0}; the cost per kernel wait kept at the
estimate's own, each kernel's pipeline fill with its counts), and the
leave-one-op-out protocol: every op's records predicted with constants
fitted on the other ops' records (and the published modules, when given).

The formula is bench/lib/tpu_formula.py's: combine() and fill_seconds() are
called on numpy arrays (one element per record), so a fit over hundreds of
records takes seconds; at each fit's result the vectorised prediction is
checked against the same functions called record by record.

A what-if, not the shipped formula: `xla_wait_costs` is a grid for a fifth
constant, a cost per `sync_wait` executed in XLA's own code (the profile's
non-kernel units), added to the compute time before it is combined with the
DMA time (docs/bench/tpu-estimate.md, Left to do 6). Its default (0 only)
is the estimate as built. Another, `per_unit`: compute and DMA overlapped
within each unit (tpu_formula.overlap_groups) instead of over the whole
program; the two together cost each XLA unit's waits in its own unit."""
import itertools
import math

import numpy as np

from bench.lib import tpu_formula

OVERLAP_EXPONENTS = (1, 2, 4, 8, 0)
HBM_EFFICIENCIES = tuple(0.5 + 0.025 * k for k in range(21))
OVERHEADS = (0.0, 1e-6, 1e-5, 1e-4)


def refit_row(name, group, measured, estimate, unit_waits=()):
    """A record's fitting row from its tpu_estimate (the counts; the constants it was built with are not used)
    and the DMA waits its units execute (tpu_formula.unit_waits of its profile: only the what-if costs the XLA code's,
    program-wide or in their own unit)."""
    basis, constants = estimate["basis"], estimate["constants"]
    groups, group_waits = [[0.0, 0.0]], []
    if basis.get("units"):
        groups, group_waits = tpu_formula.overlap_groups(estimate), tpu_formula.overlap_group_waits(estimate,
                                                                                                  unit_waits)
        groups += [[0.0, 0.0]] * (len(group_waits) - len(groups))  # the waits of units the basis does not list
    return {"name": name, "group": group, "measured": measured, "bundles": basis["executed_bundles"],
            "dma_bytes": basis["dma_bytes"], "pipelines": tpu_formula.pipelines(estimate),
            "fixed": constants.get("wait_seconds", 0.0) * basis.get("kernel_waits", 0.0),
            "hbm": constants["hbm_bytes_per_second"], "rate": constants["bundles_per_second"],
            "xla_waits": tpu_formula.xla_sync_waits({"units": list(unit_waits)}),
            "groups": groups, "group_waits": group_waits}


class Rows:
    """The rows as arrays; each row's kernels padded to the most any row has (empty kernels add no fill).
    per_unit: the what-if that overlaps compute and DMA within each overlap group (columns padded with empty
    groups, which add nothing)."""

    def __init__(self, rows, per_unit=False):
        self.per_unit = per_unit
        if per_unit:
            width = max(len(r["groups"]) for r in rows)
            column = lambda r, i, k: r["groups"][k][i] if k < len(r["groups"]) else 0.0  # noqa
            self.group_bundles, self.group_bytes = (np.array([[column(r, i, k) for k in range(width)] for r in rows],
                                                             dtype=float) for i in range(2))
            waits = lambda r, k: r["group_waits"][k] if k < len(r.get("group_waits", ())) else 0.0  # noqa
            self.group_waits = np.array([[waits(r, k) for k in range(width)] for r in rows], dtype=float)
        width = max([len(r["pipelines"]) for r in rows] + [1])
        pad = lambda r, i, k: r["pipelines"][k][i] if k < len(r["pipelines"]) else (0.0 if i < 2 else 1.0)  # noqa
        self.pipes = [tuple(np.array([pad(r, i, k) for r in rows], dtype=float) for i in range(3))
                      for k in range(width)]
        self.bundles = np.array([r["bundles"] for r in rows], dtype=float)
        self.dma = np.array([r["dma_bytes"] for r in rows], dtype=float)
        self.fixed = np.array([r["fixed"] for r in rows], dtype=float)
        self.hbm = np.array([r["hbm"] for r in rows], dtype=float)
        self.xla_waits = np.array([r.get("xla_waits", 0.0) for r in rows], dtype=float)
        self.log_measured = np.log(np.array([r["measured"] for r in rows], dtype=float))


def combine(compute, dma, exponent):
    """tpu_formula.combine, whose exponent 0 takes Python's max: elementwise here."""
    return np.maximum(compute, dma) if exponent == 0 else tpu_formula.combine(compute, dma, exponent)


def fill(pipes, hbm, rate, efficiency, exponent):
    if exponent != 0:
        return tpu_formula.fill_seconds(pipes, hbm, rate, efficiency, exponent)
    return sum(np.minimum(b / rate, tpu_formula.dma_seconds(d, hbm, efficiency)) / s for b, d, s in pipes)


def xla_wait_cost(constants):
    """The fifth constant when a what-if fitted one (seconds per XLA wait), else none."""
    return constants[4] if len(constants) > 4 else 0.0


def predict(rows, constants):
    rate, efficiency, exponent, overhead = constants[:4]
    if rows.per_unit:
        dma = tpu_formula.dma_seconds(rows.group_bytes, rows.hbm[:, None], efficiency)
        compute = rows.group_bundles / rate + rows.group_waits * xla_wait_cost(constants)
        seconds = combine(compute, dma, exponent).sum(axis=1) + overhead
    else:
        compute = rows.bundles / rate + rows.xla_waits * xla_wait_cost(constants)
        seconds = combine(compute, tpu_formula.dma_seconds(rows.dma, rows.hbm, efficiency), exponent) + overhead
    return seconds + fill(rows.pipes, rows.hbm, rate, efficiency, exponent) + rows.fixed


def predict_one(row, constants, per_unit=False):
    """The same prediction for one row through tpu_formula as fit_tpu_estimate.py makes it."""
    rate, efficiency, exponent, overhead = constants[:4]
    fill = tpu_formula.fill_seconds(row["pipelines"], row["hbm"], rate, efficiency, exponent)
    if per_unit:
        seconds = tpu_formula.per_unit_seconds(row["groups"], row["hbm"], rate, efficiency, exponent,
                                               row.get("group_waits", ()), xla_wait_cost(constants))
        return seconds + fill + overhead + row["fixed"]
    compute = row["bundles"] / rate + row.get("xla_waits", 0.0) * xla_wait_cost(constants)
    dma = tpu_formula.dma_seconds(row["dma_bytes"], row["hbm"], efficiency)
    return tpu_formula.formula_seconds(compute, dma, exponent, overhead, fill, row["fixed"])


# What a fit minimises over the log ratios of estimate to measured time: "squared" is the shipped fit's
# (bench/fit_tpu_estimate.py); "absolute" (least absolute deviations) is the estimator of the median, so
# an op family the formula misses by a factor (a count it lacks, not a constant) pulls the constants less.
LOSSES = {"squared": lambda r: float(np.sum(r ** 2)), "absolute": lambda r: float(np.sum(np.abs(r)))}


def loss(rows, constants, kind="squared"):
    return LOSSES[kind](np.log(predict(rows, constants)) - rows.log_measured)


def best_rate(rows, efficiency, exponent, overhead, kind="squared", extra=()):
    """The bundle rate minimising the loss with the other constants fixed (extra: the what-if's wait cost)."""
    low, high = 8.0, 11.0
    golden = (math.sqrt(5) - 1) / 2
    for _ in range(40):
        a, b = high - golden * (high - low), low + golden * (high - low)
        if loss(rows, (10 ** a, efficiency, exponent, overhead, *extra), kind) < loss(
                rows, (10 ** b, efficiency, exponent, overhead, *extra), kind):
            high = b
        else:
            low = a
    return 10 ** ((low + high) / 2)


def fit(row_list, kind="squared", xla_wait_costs=None, per_unit=False):
    """(bundles_per_second, hbm_efficiency, overlap_exponent, overhead_seconds) minimising the `kind` log error;
    with xla_wait_costs (a grid of seconds), the best of them as a fifth constant; per_unit: the formula that
    overlaps each unit's compute with its own DMA."""
    rows = Rows(row_list, per_unit)
    best = None
    for extra in [(w,) for w in xla_wait_costs] if xla_wait_costs else [()]:
        for exponent, efficiency, overhead in itertools.product(OVERLAP_EXPONENTS, HBM_EFFICIENCIES, OVERHEADS):
            rate = best_rate(rows, efficiency, exponent, overhead, kind, extra)
            constants = (rate, efficiency, exponent, overhead, *extra)
            error = loss(rows, constants, kind)
            if best is None or error < best[0]:
                best = (error, constants)
    check(row_list, rows, best[1])
    return best[1]


def check(row_list, rows, constants):
    """The vectorised prediction is tpu_formula's, record by record."""
    vector = predict(rows, constants)
    for k, row in enumerate(row_list):
        scalar = predict_one(row, constants, rows.per_unit)
        if not math.isclose(vector[k], scalar, rel_tol=1e-9):
            raise AssertionError(f"refit.predict {vector[k]} != tpu_formula {scalar} for {row['name']}")


def leave_one_group_out(row_list, extra_rows=(), progress=None, kind="squared", xla_wait_costs=None,
                        per_unit=False):
    """{name: held-out prediction}, and each group's constants fitted on every other group's rows (plus
    extra_rows, e.g. the published modules, which are never held out)."""
    predictions, constants = {}, {}
    groups = sorted({r["group"] for r in row_list})
    for k, group in enumerate(groups, 1):
        train = [r for r in row_list if r["group"] != group] + list(extra_rows)
        held = [r for r in row_list if r["group"] == group]
        constants[group] = fit(train, kind, xla_wait_costs, per_unit)
        for row, seconds in zip(held, predict(Rows(held, per_unit), constants[group])):
            predictions[row["name"]] = float(seconds)
        if progress:
            progress(f"leave-one-op-out {k}/{len(groups)}: {group} held out, constants {constants[group]}")
    return predictions, constants


def two_fold(row_list, per_unit=False):
    """bench/fit_tpu_estimate.py's held-out protocol for the published modules: the rows sorted by name, dealt
    alternately into two halves, each predicted with constants fitted on the other. {name: prediction}."""
    ordered = sorted(row_list, key=lambda r: r["name"])
    halves, predictions = (ordered[0::2], ordered[1::2]), {}
    for k, half in enumerate(halves):
        constants = fit(halves[1 - k], per_unit=per_unit)
        for row, seconds in zip(half, predict(Rows(half, per_unit), constants)):
            predictions[row["name"]] = float(seconds)
    return predictions


def as_built(row_list, published_rows, per_unit=False, xla_wait_costs=None):
    """The as-built protocol: constants fitted on the published (v6e) modules alone, every row predicted with them,
    the bundle rate scaled as the binary scales it for the row's generation (its own rate over v6e's).
    {name: prediction}, and the fitted constants."""
    constants = fit(published_rows, xla_wait_costs=xla_wait_costs, per_unit=per_unit)
    v6e_rate = published_rows[0]["rate"]
    predictions = {}
    for row in row_list:
        scaled = (constants[0] * row["rate"] / v6e_rate, *constants[1:])
        predictions[row["name"]] = float(predict(Rows([row], per_unit), scaled)[0])
    return predictions, constants
