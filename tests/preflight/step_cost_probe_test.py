#!/usr/bin/env python3
"""bench/experiments/tpu_step_cost_probe.py recomputes each variant's estimate from its
counts with one what-if term added, and bench/fit_tpu_estimate.py's fit
(bench/lib/estimate_fit.py) fits a per-trip cost only when asked. With no
term the probe must give the estimate's own formula (else its table would
compare against another model), each term must add what it says, and a fit
without --trip-seconds must keep the estimate's four constants."""
import math
import pathlib
import sys
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # bench/ is a package of the repository's root
from bench.experiments import tpu_step_cost_probe as probe  # noqa: E402
from bench.lib import estimate_fit as fit  # noqa: E402

CONSTANTS = {"bundles_per_second": 1e9, "hbm_efficiency": 0.5, "overlap_exponent": 2, "overhead_seconds": 1e-6}
COUNTS = {"bundles": 3e6, "dma_bytes": 4e6, "hbm": 1e12, "grid_steps": 4, "trips": 100, "dma_issues": 30,
          "waits": 50, "constants": CONSTANTS}


class ProbeTerms(unittest.TestCase):
    def test_without_a_term_it_is_the_estimates_formula(self):
        compute, dma = 3e-3, 4e6 / (1e12 * 0.5)
        self.assertAlmostEqual(probe.estimate(COUNTS, "none", 0), math.hypot(compute, dma) + 1e-6, places=12)

    def test_the_estimates_own_wait_cost_and_fill_are_in_every_term(self):
        own = dict(COUNTS, fill_seconds=3e-7, constants=dict(CONSTANTS, wait_seconds=2e-8))
        for term in ("none", "trip", "wait", "issue"):
            self.assertAlmostEqual(probe.estimate(own, term, 1e-7) - probe.estimate(COUNTS, term, 1e-7),
                                   2e-8 * 50 + 3e-7, places=12, msg=term)

    def test_each_term_adds_tau_times_its_count(self):
        base = probe.estimate(COUNTS, "none", 0)
        for term, count in (("trip", 100), ("wait", 50), ("issue", 30)):
            self.assertAlmostEqual(probe.estimate(COUNTS, term, 1e-7) - base, 1e-7 * count, places=12, msg=term)


class FitTripCost(unittest.TestCase):
    def rows(self, trip_cost):
        rows = []
        for k in range(8):
            row = {"bundles": 1e6 * (k + 1), "dma_bytes": 1e6 * (8 - k), "hbm": 1e12, "trips": 1000 * (k % 3)}
            row["measured"] = fit.predict(row, (1e9, 0.8, 0, 0.0, trip_cost))
            rows.append(row)
        return rows

    def test_a_fit_without_trip_costs_keeps_four_constants(self):
        self.assertEqual(len(fit.fit(self.rows(0.0))), 4)

    def test_a_fit_with_trip_costs_recovers_the_one_in_the_data(self):
        constants = fit.fit(self.rows(5e-7), trip_costs=(0.0, 1e-7, 5e-7, 1e-6))
        self.assertEqual(constants[4], 5e-7)
        self.assertAlmostEqual(constants[0] / 1e9, 1.0, places=3)

    def test_the_fit_predicts_each_kernels_fill_with_the_constants_it_tries(self):
        # One kernel: 2 ms of bundles at 1e9/s, 1 ms of DMA at half of 1 TB/s, over 4 steps: min/4 exposed (q = 0).
        row = {"bundles": 2e6, "dma_bytes": 5e8, "hbm": 1e12, "pipelines": [[2e6, 5e8, 4]]}
        self.assertAlmostEqual(fit.predict(row, (1e9, 0.5, 0, 0.0)), 2e-3 + 1e-3 / 4, places=12)
        # Twice the issue rate halves the compute, so the exposed share becomes the compute's.
        self.assertAlmostEqual(fit.predict(row, (2e9, 0.5, 0, 0.0)), 1e-3 + 1e-3 / 4, places=12)
        self.assertAlmostEqual(fit.predict(dict(row, pipelines=[[2e6, 5e8, 1]]), (1e9, 0.5, 0, 0.0)), 3e-3,
                               places=12, msg="one step: nothing overlaps")

    def test_the_estimates_wait_cost_is_kept_beside_a_fitted_trip_cost(self):
        row = {"bundles": 1e3, "dma_bytes": 1e6, "hbm": 1e12, "trips": 10, "fixed_seconds": 4e-6}
        self.assertAlmostEqual(fit.predict(row, (1e9, 0.5, 0, 0.0)), 2e-6 + 4e-6, places=12)
        self.assertAlmostEqual(fit.predict(row, (1e9, 0.5, 0, 0.0, 1e-7)), 2e-6 + 4e-6 + 1e-6, places=12)


if __name__ == "__main__":
    unittest.main()
