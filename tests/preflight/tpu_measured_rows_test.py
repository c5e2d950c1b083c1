#!/usr/bin/env python3
"""bench/tpu_measured's results.jsonl is append-only: a record swept again
adds a row. Only its newest row says what its folder now holds, so the
sweep's --retry and the scorer both read the latest row per record (a record
that compiled, then timed out when swept again, is retried by --retry
timeout; one that timed out, then compiled, is scored)."""
import json
import pathlib
import sys
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))  # bench/ is a package of the repository's root
from bench.tpu_measured import records as rec  # noqa: E402
from bench.tpu_measured import sweep  # noqa: E402


def write_rows(folder, rows):
    (folder / "results.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows) + "\n")


class LatestRowTest(unittest.TestCase):
    def setUp(self):
        self.temp = tempfile.TemporaryDirectory()
        self.cache = pathlib.Path(self.temp.name)
        write_rows(self.cache, [
            {"id": "mla", "status": "compiles"}, {"id": "rpa", "status": "timeout"},
            {"id": "mla", "status": "timeout"}, {"id": "rpa", "status": "compiles"},
            {"id": "glu", "status": "compile_error"}])

    def tearDown(self):
        self.temp.cleanup()

    def test_each_record_reads_as_its_last_row(self):
        statuses = {rid: row["status"] for rid, row in rec.latest_rows(self.cache).items()}
        self.assertEqual(statuses, {"mla": "timeout", "rpa": "compiles", "glu": "compile_error"})

    def test_retry_timeout_sweeps_a_record_that_compiled_before_it_timed_out(self):
        self.assertEqual(sweep.done_ids(self.cache, {"timeout"}), {"rpa", "glu"})
        self.assertEqual(sweep.done_ids(self.cache, set()), {"mla", "rpa", "glu"})

    def test_an_empty_cache_has_no_rows(self):
        self.assertEqual(rec.latest_rows(self.cache / "absent"), {})
        self.assertEqual(sweep.done_ids(self.cache / "absent", {"timeout"}), set())


if __name__ == "__main__":
    unittest.main()
