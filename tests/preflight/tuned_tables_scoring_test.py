#!/usr/bin/env python3
"""bench/tpu_tuned_tables.py scores a rule by the tuned entry's place among a
key's variants. A rule that gives several variants the same score has not
chosen among them: its place is the expected one when the tie is broken at
random, and it picks the tuned entry only with 1 / the tie's size. A rule
without ties keeps its plain place, so the estimate is scored as before."""
import datetime
import pathlib
import sys
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # bench/ is a package of the repository's root
from bench import tpu_tuned_tables as bench  # noqa: E402


class TiesAreArbitraryPicks(unittest.TestCase):
    def test_a_tie_counts_half_a_place_per_variant_tied_with(self):
        scores = {"a": 1.0, "tuned": 2.0, "b": 2.0, "c": 2.0, "d": 3.0}
        self.assertEqual(bench.rank_of(scores, "tuned"), 1 + 1 + 2 / 2)
        self.assertEqual(bench.best_rank_of(scores, "tuned"), 2)

    def test_without_ties_the_place_is_the_plain_one(self):
        scores = {"a": 1.0, "tuned": 1.5, "b": 2.0}
        self.assertEqual(bench.rank_of(scores, "tuned"), 2)
        self.assertEqual(bench.rank_of(scores, "a"), 1)

    def test_a_rule_picks_the_tuned_entry_out_of_its_first_tie_at_random(self):
        self.assertEqual(bench.first_share({"tuned": 1.0, "b": 1.0, "c": 2.0}, "tuned"), 0.5)
        self.assertEqual(bench.first_share({"tuned": 1.0, "b": 2.0}, "tuned"), 1.0)
        self.assertEqual(bench.first_share({"tuned": 2.0, "b": 1.0}, "tuned"), 0.0)

    def test_the_summary_reads_the_pick_share_and_both_scorings(self):
        rows = [{"variant": list(v), "status": "compiles", "seconds": s, "unresolved": 0, "inputs": "given",
                 "descriptors_only_s": s} for v, s in (((1, 8), 2.0), ((2, 4), 1.0), ((4, 2), 3.0))]

        class Volume:
            def tuned(self, key):
                return (1, 8)

            def roofline(self, key, variant):
                return 1.0  # every variant the same: a full tie

            def block_volume(self, key, variant):
                return variant[0] * variant[1]

        judged = bench.judge_key(Volume(), [1], rows)
        self.assertEqual(judged["rank"], 2)
        self.assertEqual(judged["largest_rank"], 2)  # three equal volumes: 1 + 2 / 2
        self.assertEqual(judged["best_rank"]["largest"], 1)
        self.assertAlmostEqual(judged["first"]["roofline"], 1 / 3)
        summary = bench.summary([judged])
        self.assertAlmostEqual(summary["largest_top1"], 1 / 3)
        self.assertEqual(summary["top1"], 0.0)
        self.assertEqual(summary["best_rank_means"]["largest"], 1)


class StopAtIsTheNextSuchMoment(unittest.TestCase):
    def at(self, day, hour, minute):
        return datetime.datetime(2026, 12, day, hour, minute, tzinfo=datetime.timezone.utc)

    def test_a_stop_time_after_midnight_is_tomorrows(self):
        self.assertEqual(bench.deadline_of("01:05", self.at(6, 23, 0)), self.at(7, 1, 5))

    def test_a_later_time_of_the_same_day_is_todays(self):
        self.assertEqual(bench.deadline_of("18:40", self.at(6, 16, 57)), self.at(6, 18, 40))

    def test_no_stop_time_never_stops(self):
        self.assertIsNone(bench.deadline_of(None))
        self.assertFalse(bench.too_late(None))


if __name__ == "__main__":
    unittest.main()
