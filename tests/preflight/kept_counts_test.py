#!/usr/bin/env python3
"""The sweeps' counts kept in the repository score as the cache does.
bench/tpu_measured/counts.py: a record saved and loaded gives the refit the
same row and the roofline the same formula, with no cache to read; the
published modules' compact document gives the same refit rows; a file of
another target is refused. bench/lib/tuned_tables/counts.py: a kept variant
is judged from its row instead of compiled; a timed-out variant is not kept
(the next host tries it again)."""
import argparse
import csv
import json
import pathlib
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # bench/ is a package of the repository's root
from bench import tpu_tuned_tables as tuned  # noqa: E402
from bench.lib.tuned_tables import counts as tuned_counts  # noqa: E402
from bench.tpu_measured import counts, metrics, refit, score  # noqa: E402

CONSTANTS = {"bundles_per_second": 1.5e9, "hbm_bytes_per_second": 1.64e12, "hbm_efficiency": 0.7,
             "overlap_exponent": 8, "overhead_seconds": 0.0, "wait_seconds": 4e-8}
UNITS = [{"unit": "fusion.1", "kernel": False, "executed_bundles": 2e5, "dma_bytes": 3e6, "other_dma_bytes": 1e6},
         {"unit": "tpu_custom_call.2", "kernel": True, "executed_bundles": 9e5, "dma_bytes": 5e7, "runs": 1.0,
          "pipeline_steps": 16}]
ESTIMATE = {"seconds": 1.2e-3, "compute_seconds": 7e-4, "dma_seconds": 5e-4, "fill_seconds": 1e-5, "inputs": "given",
            "unresolved": 0, "notes": [], "constants": CONSTANTS,
            "basis": {"executed_bundles": 1.1e6, "dma_bytes": 6e7, "kernel_waits": 40.0, "units": UNITS}}
ROW = {"id": "op_a-1", "op": "op_a", "target": "v6e", "measured_ms": 1.5, "status": "compiles",
       "build_status": "exported", "pallas_calls": 1, "cost": {"flops": 1e9, "bytes accessed": 2e7},
       "arg_specs": ["a big list the scorer does not read"], "tpu_estimate": ESTIMATE}


class MeasuredCounts(unittest.TestCase):
    def saved_and_loaded(self, rows, published=None, target="v6e"):
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "counts.json"
            counts.save(path, "v6e", rows, published, {"commit": "test"})
            return counts.load(path, target)

    def test_a_kept_row_refits_and_rooflines_as_its_cache_row(self):
        waits = [{"unit": "fusion.1", "kernel": False, "ops": {"sync_wait": 12.0}},
                 {"unit": "tpu_custom_call.2", "kernel": True, "ops": {"sync_wait": 40.0}}]
        kept, _ = self.saved_and_loaded({"op_a-1": counts.compact_row(ROW, (3e9, 4e7), waits)})
        row = kept["op_a-1"]
        self.assertNotIn("arg_specs", row)
        self.assertEqual(refit.refit_row("op_a-1", "op_a", 1.5e-3, ROW["tpu_estimate"], waits),
                         refit.refit_row("op_a-1", "op_a", 1.5e-3, row["tpu_estimate"],
                                         score.row_waits(row, pathlib.Path("/nonexistent"))))
        missing_cache = pathlib.Path("/nonexistent/cache")
        self.assertEqual(score.formula_of(row, {"op": "op_a", "key": "{}"}, missing_cache), (3e9, 4e7))
        fitting = refit.refit_row("op_a-1", "op_a", 1.5e-3, row["tpu_estimate"], score.row_waits(row, missing_cache))
        self.assertEqual((fitting["xla_waits"], fitting["group_waits"]), (12.0, [0.0, 12.0]))

    def test_a_formula_that_did_not_read_the_key_stays_none(self):
        kept, _ = self.saved_and_loaded({"op_a-1": counts.compact_row(ROW, "KeyError: 'x'", [])})
        self.assertIsNone(score.formula_of(kept["op_a-1"], {"op": "op_a", "key": "{}"}, pathlib.Path("/none")))

    def test_the_published_modules_refit_the_same_from_their_compact_document(self):
        profile = {"units": [{"kernel": False, "ops": {"sync_wait": 7.0}},
                             {"kernel": True, "ops": {"sync_wait": 100.0}},
                             {"kernel": False, "ops": {"sync_wait": 5.0}}]}
        module = {"module": "1_GEMM/reference", "status": "compiles", "tpu_estimate": ESTIMATE,
                  "tpu_profile": profile, "cost": {"flops": 1.0}}
        document = {"command": "preflight", "modules": [module]}
        _, compact = self.saved_and_loaded({}, document)
        with tempfile.TemporaryDirectory() as folder:
            published_csv = pathlib.Path(folder) / "published.csv"
            with open(published_csv, "w", newline="") as f:
                writer = csv.DictWriter(f, ["workload", "variant", "median_ms"])
                writer.writeheader()
                writer.writerow({"workload": "1_GEMM", "variant": "baseline", "median_ms": "2.0"})
            full = metrics.published_rows(document, published_csv)
            kept = metrics.published_rows(compact, published_csv)
        self.assertEqual(len(full), 1)
        self.assertEqual(full, kept)
        self.assertEqual(kept[0]["xla_waits"], 12.0)

    def test_a_second_save_keeps_the_rows_it_is_not_given_with_the_commit_that_counted_them(self):
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "counts.json"
            counts.save(path, "v6e", {"op_a-1": counts.compact_row(ROW, (1.0, 2.0), [])}, None, {"commit": "aaa"})
            second = dict(ROW, id="op_a-2", measured_ms=3.0)
            counts.save(path, "v6e", {"op_a-2": counts.compact_row(second, (1.0, 2.0), [])}, None, {"commit": "bbb"})
            rows, _ = counts.load(path, "v6e")
        self.assertEqual(list(rows), ["op_a-1", "op_a-2"])
        self.assertEqual((rows["op_a-1"]["counted_at"], rows["op_a-2"]["counted_at"]), ("aaa", "bbb"))
        self.assertEqual(rows["op_a-2"]["measured_ms"], 3.0)

    def test_counts_of_another_target_are_refused(self):
        with self.assertRaisesRegex(SystemExit, "for v6e, not format 1 for v7"):
            self.saved_and_loaded({}, target="v7")


class FakeKernel:
    """Two variants of one key; the tuned entry is (1,)."""

    def variants(self, key):
        return [(1,), (2,)]

    def tuned(self, key):
        return (1,)

    def roofline(self, key, variant):
        return float(variant[0])

    def block_volume(self, key, variant):
        return variant[0]

    def drop_large_inputs(self, folder):
        pass


class TunedCounts(unittest.TestCase):
    def sweep(self, kept, compiled_rows, constants=None):
        """sweep_kernel over one key with run_variant replaced: what it compiles is recorded."""
        compiled = []

        def run_variant(module, key, variant, folder, inputs, args):
            compiled.append(variant)
            return compiled_rows[variant]

        saved = tuned.tk.load, tuned.run_variant
        tuned.tk.load, tuned.run_variant = (lambda *a: FakeKernel()), run_variant
        try:
            with tempfile.TemporaryDirectory() as folder:
                args = argparse.Namespace(wheels=None, cache=pathlib.Path(folder), batch="ragged", stop_at=None,
                                          kept=kept, commit="abc1234", constants=constants,
                                          per_unit_overlap=False)
                report = tuned.sweep_kernel("qmm", [[8, 16, 32]], args)
        finally:
            tuned.tk.load, tuned.run_variant = saved
        return compiled, report

    @staticmethod
    def row(variant, status, seconds):
        return {"variant": list(variant), "status": status, "seconds": seconds, "compile_s": 1.0, "unresolved": 0,
                "inputs": None, "descriptors_only_s": seconds, "estimate": {"seconds": seconds}}

    def test_a_kept_variant_is_judged_from_its_row_and_not_compiled(self):
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "tuned.json"
            first = tuned_counts.Kept(path)
            compiled, report = self.sweep(first, {(1,): self.row((1,), "compiles", 2e-3),
                                                 (2,): self.row((2,), "timeout", None)})
            self.assertEqual(compiled, [(1,), (2,)])
            first.save(path)
            kept = tuned_counts.Kept(path)
            self.assertEqual(sorted(kept.rows), ["qmm/8_16_32/1"])  # the timeout is not kept
            self.assertEqual(kept.rows["qmm/8_16_32/1"]["counted_at"], "abc1234")
            compiled, report = self.sweep(kept, {(2,): self.row((2,), "compiles", 1e-3)})
        self.assertEqual(compiled, [(2,)])
        judged = report["judged"][0]
        self.assertEqual(judged["rank"], 2)  # the kept tuned row (2 ms) against the compiled variant (1 ms)
        self.assertTrue(judged["rows"][0]["from_counts"])

    def test_kept_rows_rank_again_under_other_constants(self):
        """Variant 1 (the tuned) is compute-bound, variant 2 DMA-bound; the estimate as kept ranks 2 first, and
        the same counts with a faster bundle rate rank 1 first: the ranks follow the constants, not the seconds
        stored."""
        def counted(variant, bundles, dma_bytes, seconds):
            estimate = dict(ESTIMATE, seconds=seconds,
                            basis={"executed_bundles": bundles, "dma_bytes": dma_bytes, "kernel_waits": 0.0,
                                   "units": [dict(UNITS[1], executed_bundles=bundles, dma_bytes=dma_bytes)]})
            return dict(self.row(variant, "compiles", seconds), estimate=estimate)

        with tempfile.TemporaryDirectory() as folder:
            kept = tuned_counts.Kept(pathlib.Path(folder) / "none.json")
            kept.put("qmm", [8, 16, 32], (1,), counted((1,), 3e6, 1e6, 2e-3), "c")
            kept.put("qmm", [8, 16, 32], (2,), counted((2,), 1e5, 2e9, 1.7e-3), "c")
            _, as_kept = self.sweep(kept, {})
            _, faster = self.sweep(kept, {}, constants=[1e10, 0.7, 8, 0.0])
        self.assertEqual(as_kept["judged"][0]["rank"], 2)
        self.assertEqual(faster["judged"][0]["rank"], 1)

    def test_a_counts_file_of_another_format_is_refused(self):
        with tempfile.TemporaryDirectory() as folder:
            path = pathlib.Path(folder) / "tuned.json"
            path.write_text(json.dumps({"format": 0, "rows": {}}))
            with self.assertRaisesRegex(SystemExit, "format 0, not 1"):
                tuned_counts.Kept(path)


if __name__ == "__main__":
    unittest.main()
