#!/usr/bin/env python3
"""bench/tpu_measured/refit.py fits the estimate's constants on measured
times. Rows made from known constants come back with those constants; an op
family the formula misses by a factor (a count it lacks) pulls the squared
log error's fit away from them and leaves the absolute log error's (the
median's estimator) where the other families put it. The what-ifs: a cost
per XLA wait fits back; records timed unit by unit fit back only when
compute and DMA overlap per unit."""
import math
import pathlib
import sys
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # bench/ is a package of the repository's root
from bench.lib import tpu_formula  # noqa: E402
from bench.tpu_measured import refit  # noqa: E402

RATE, EFFICIENCY, HBM = 1.5e9, 0.7, 1.64e12


def row(name, group, bundles, dma_bytes, miss=1.0):
    """A record whose measured time is the formula's at RATE/EFFICIENCY (max of compute and DMA), times miss."""
    measured = max(bundles / RATE, dma_bytes / (HBM * EFFICIENCY)) * miss
    return {"name": name, "group": group, "measured": measured, "bundles": bundles, "dma_bytes": dma_bytes,
            "pipelines": [], "fixed": 0.0, "hbm": HBM}


def rows(miss_factor):
    """Three compute-bound families the formula counts right, and one it undercounts by miss_factor."""
    out = []
    for family in range(3):
        for k in range(6):
            out.append(row(f"f{family}-{k}", f"f{family}", bundles=1e6 * (k + 1) * (family + 1), dma_bytes=1e3))
    for k in range(6):
        out.append(row(f"miss-{k}", "miss", bundles=2e6 * (k + 1), dma_bytes=1e3, miss=miss_factor))
    return out


class LossKinds(unittest.TestCase):
    def test_rows_made_from_known_constants_fit_back_to_them_under_either_loss(self):
        for kind in refit.LOSSES:
            rate, _, exponent, overhead = refit.fit(rows(1.0), kind)
            self.assertAlmostEqual(rate / RATE, 1.0, places=3, msg=kind)
            self.assertEqual(overhead, 0.0, msg=kind)

    def test_a_family_missed_by_a_factor_pulls_the_squared_fit_and_not_the_absolute_one(self):
        squared = refit.fit(rows(5.0), "squared")[0]
        absolute = refit.fit(rows(5.0), "absolute")[0]
        self.assertLess(squared / RATE, 0.8)  # the 5x family drags the bundle rate down for everyone
        self.assertAlmostEqual(absolute / RATE, 1.0, places=2)

    def test_leave_one_op_out_predicts_each_right_family_from_the_others(self):
        data = rows(5.0)
        for kind, worst_expected in (("squared", 0.2), ("absolute", 0.01)):
            predictions, constants = refit.leave_one_group_out(data, kind=kind)
            self.assertEqual(set(constants), {"f0", "f1", "f2", "miss"})
            worst = max(abs(math.log(predictions[r["name"]] / r["measured"])) for r in data if r["group"] != "miss")
            if kind == "absolute":
                self.assertLess(worst, worst_expected)
            else:
                self.assertGreater(worst, worst_expected)


WAIT = 50e-9


def waiting_rows(cost_per_wait):
    """Compute-bound records whose XLA code waits: measured time = bundles/RATE + waits x cost_per_wait."""
    out = []
    for family in range(3):
        for k in range(6):
            bundles, waits = 1e6 * (k + 1) * (family + 1), 4e3 * (k + 1) * (3 - family) ** 2
            measured = bundles / RATE + waits * cost_per_wait
            out.append({"name": f"w{family}-{k}", "group": f"w{family}", "measured": measured, "bundles": bundles,
                        "dma_bytes": 1e3, "pipelines": [], "fixed": 0.0, "hbm": HBM, "xla_waits": waits})
    return out


class XlaWaitWhatIf(unittest.TestCase):
    def test_a_cost_per_xla_wait_on_the_grid_fits_back_with_the_other_constants(self):
        constants = refit.fit(waiting_rows(WAIT), xla_wait_costs=(0.0, 25e-9, WAIT, 100e-9))
        self.assertEqual(len(constants), 5)
        self.assertEqual(constants[4], WAIT)
        self.assertAlmostEqual(constants[0] / RATE, 1.0, places=3)

    def test_without_the_grid_the_fit_has_four_constants_and_misses_the_waiting_records(self):
        data = waiting_rows(WAIT)
        four = refit.fit(data)
        self.assertEqual(len(four), 4)
        five = refit.fit(data, xla_wait_costs=(0.0, WAIT))
        self.assertLess(refit.loss(refit.Rows(data), five), refit.loss(refit.Rows(data), four) / 100)

    def test_rows_without_waits_fit_as_before_whatever_the_grid(self):
        four = refit.fit(rows(1.0))
        five = refit.fit(rows(1.0), xla_wait_costs=(0.0, WAIT))
        self.assertEqual(tuple(five[:4]), tuple(four))

    def test_xla_sync_waits_counts_the_profiles_non_kernel_units_only(self):
        profile = {"units": [{"kernel": False, "ops": {"sync_wait": 10.0}}, {"kernel": True, "ops": {"sync_wait": 7.0}},
                             {"kernel": False, "ops": {"sync_wait": 2.5, "mxu": 3.0}}, {"kernel": False, "ops": {}}]}
        self.assertEqual(tpu_formula.xla_sync_waits(profile), 12.5)
        self.assertEqual(tpu_formula.xla_sync_waits(None), 0.0)


def unit(name, kernel, bundles, dma_bytes, other=0.0):
    return {"unit": name, "kernel": kernel, "executed_bundles": bundles, "dma_bytes": dma_bytes,
            "other_dma_bytes": other}


class PerUnitOverlapWhatIf(unittest.TestCase):
    def test_a_kernel_keeps_its_bytes_and_the_xla_share_is_spread_by_what_each_unit_moves(self):
        units = [unit("k", True, 100.0, 4e6), unit("a", False, 10.0, 1e6, 1e6), unit("b", False, 30.0, 2e6)]
        groups = tpu_formula.overlap_groups({"basis": {"units": units, "dma_bytes": 4e6 + 8e6}})
        self.assertEqual(groups, [[100.0, 4e6], [10.0, 4e6], [30.0, 4e6]])
        # No XLA unit's DMAs known: the XLA share overlaps all their compute as one part.
        units = [unit("k", True, 100.0, 4e6), unit("a", False, 10.0, 0.0), unit("b", False, 30.0, 0.0)]
        groups = tpu_formula.overlap_groups({"basis": {"units": units, "dma_bytes": 5e6}})
        self.assertEqual(groups, [[100.0, 4e6], [40.0, 1e6]])

    def test_without_overlap_per_unit_and_program_wide_are_the_same_sum(self):
        units = [unit("k", True, 3e6, 4e6), unit("a", False, 1e6, 1e9), unit("b", False, 5e6, 2e6)]
        estimate = {"basis": {"units": units, "dma_bytes": 2e9, "executed_bundles": 9e6},
                    "constants": {"hbm_bytes_per_second": HBM, "bundles_per_second": RATE}}
        r = refit.refit_row("r", "g", 1.0, estimate)
        for exponent, same in ((1, True), (8, False), (0, False)):
            program = refit.predict_one(r, (RATE, EFFICIENCY, exponent, 0.0))
            per_unit = refit.predict_one(r, (RATE, EFFICIENCY, exponent, 0.0), per_unit=True)
            self.assertEqual(math.isclose(program, per_unit, rel_tol=1e-12), same, msg=exponent)
            self.assertGreaterEqual(per_unit, program * (1 - 1e-12))

    def test_records_timed_unit_by_unit_fit_back_per_unit_and_not_program_wide(self):
        """A compute-bound unit then a DMA-bound one: the TPU pays both; program-wide the two hide each other."""
        data = []
        for k in range(12):
            compute_unit = [1e6 * (k + 1), 1e3]
            dma_unit = [1e3, 2e9 * (12 - k) / 12]
            measured = sum(max(b / RATE, d / (HBM * EFFICIENCY)) for b, d in (compute_unit, dma_unit))
            data.append({"name": f"u{k}", "group": f"g{k % 3}", "measured": measured, "bundles": compute_unit[0]
                         + dma_unit[0], "dma_bytes": compute_unit[1] + dma_unit[1], "pipelines": [], "fixed": 0.0,
                         "hbm": HBM, "groups": [compute_unit, dma_unit]})
        per_unit = refit.fit(data, per_unit=True)
        self.assertAlmostEqual(per_unit[0] / RATE, 1.0, places=2)
        self.assertAlmostEqual(per_unit[1], EFFICIENCY)
        program = refit.fit(data)
        self.assertLess(refit.loss(refit.Rows(data, True), per_unit), refit.loss(refit.Rows(data), program) / 100)

    def test_each_xla_unit_keeps_its_own_waits_and_unlisted_units_make_a_part_of_their_own(self):
        units = [unit("k", True, 100.0, 4e6), unit("a", False, 10.0, 1e6), unit("b", False, 30.0, 2e6)]
        estimate = {"basis": {"units": units, "dma_bytes": 7e6}}
        waits = [{"unit": "k", "kernel": True, "ops": {"sync_wait": 50.0}},
                 {"unit": "b", "kernel": False, "ops": {"sync_wait": 8.0}},
                 {"unit": "gone", "kernel": False, "ops": {"sync_wait": 3.0}}]
        self.assertEqual(tpu_formula.overlap_group_waits(estimate, waits), [0.0, 0.0, 8.0, 3.0])
        for u in units[1:]:
            u["dma_bytes"] = 0.0  # no XLA unit's DMAs known: one XLA part, with all their waits
        self.assertEqual(tpu_formula.overlap_group_waits(estimate, waits), [0.0, 8.0, 3.0])

    def test_a_wait_cost_per_unit_fits_back_where_the_waits_stall_a_compute_bound_unit(self):
        """Units whose waits cost W each in their own compute: per unit with the wait cost fits W back."""
        wait_cost, data = 100e-9, []
        for k in range(12):
            groups, waits = [[1e6 * (k + 1), 1e3], [1e3, 2e9 * (12 - k) / 12]], [2e3 * (k % 4 + 1), 0.0]
            measured = sum(max(b / RATE + w * wait_cost, d / (HBM * EFFICIENCY)) for (b, d), w in zip(groups, waits))
            data.append({"name": f"u{k}", "group": f"g{k % 3}", "measured": measured, "bundles": 0.0,
                         "dma_bytes": 0.0, "pipelines": [], "fixed": 0.0, "hbm": HBM, "groups": groups,
                         "group_waits": waits, "xla_waits": sum(waits)})
        fitted = refit.fit(data, xla_wait_costs=[0.0, 50e-9, 100e-9, 150e-9], per_unit=True)
        self.assertEqual(fitted[4], wait_cost)
        self.assertAlmostEqual(fitted[0] / RATE, 1.0, places=2)
        self.assertLess(refit.loss(refit.Rows(data, True), fitted), 1e-6)


class AsBuiltAndTwoFold(unittest.TestCase):
    def test_as_built_fits_the_published_rows_and_scales_the_rate_for_another_generation(self):
        published = [dict(r, rate=RATE, group="published") for r in rows(1.0)]
        # A generation whose binary runs bundles twice as fast: the same counts take half the compute time.
        other = [dict(r, rate=2 * RATE, name="other-" + r["name"]) for r in rows(1.0)]
        predictions, constants = refit.as_built(published + other, published)
        self.assertAlmostEqual(constants[0] / RATE, 1.0, places=3)
        for r in rows(1.0):
            self.assertAlmostEqual(predictions[r["name"]] / r["measured"], 1.0, places=3)
            self.assertAlmostEqual(predictions["other-" + r["name"]] / r["measured"], 0.5, places=3)

    def test_as_built_fits_a_wait_cost_on_the_published_rows_when_given_a_grid(self):
        published = []
        for r in rows(1.0):
            waits = 1e3 * (len(published) % 5 + 1)
            published.append(dict(r, rate=RATE, group="published", xla_waits=waits,
                                  measured=r["measured"] + waits * 50e-9))
        predictions, constants = refit.as_built(published, published, xla_wait_costs=[0.0, 50e-9, 100e-9])
        self.assertEqual(constants[4], 50e-9)
        for r in published:
            self.assertAlmostEqual(predictions[r["name"]] / r["measured"], 1.0, places=2)

    def test_two_fold_predicts_each_row_from_the_other_half_only(self):
        data = rows(5.0)  # the 5x family dealt into both halves: each half's fit sees it
        held_out = refit.two_fold(data)
        self.assertEqual(set(held_out), {r["name"] for r in data})
        ordered = sorted(data, key=lambda r: r["name"])
        other_half = refit.fit(ordered[1::2])
        first = ordered[0]
        self.assertAlmostEqual(held_out[first["name"]], refit.predict(refit.Rows([first]), other_half)[0])


if __name__ == "__main__":
    unittest.main()
