#!/usr/bin/env python3
"""bench/preflight_vs_v6e.py (and every benchmark that needs a chip's peaks)
takes the v6e peaks from jaxbench's platform registry through
bench/lib/registry.py: it parses the shape `jaxbench platforms --json`
prints (the file tests/data/platform/registry.json, which registry_test
checks against the real registry), and says clearly what to do when the
binary is missing."""
import pathlib
import sys
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
REGISTRY = ROOT / "tests" / "data" / "platform" / "registry.json"

sys.path.insert(0, str(ROOT))  # bench/ is a package of the repository's root
from bench.lib import registry as bench  # noqa: E402


class PeaksFromTheRegistry(unittest.TestCase):
    def test_reads_v6e_peaks_from_a_saved_registry(self):
        registry = bench.load_registry("/nonexistent/jaxbench", registry_file=REGISTRY)
        self.assertEqual(bench.peaks_from_registry(registry), (918e12, 1.64e12))
        self.assertEqual(bench.peaks_from_registry(registry, "v5e"), (197e12, 0.82e12))

    def test_a_missing_binary_says_how_to_build_it(self):
        with self.assertRaises(SystemExit) as raised:
            bench.load_registry("/nonexistent/jaxbench")
        message = str(raised.exception.code)
        self.assertIn("/nonexistent/jaxbench not found", message)
        self.assertIn("--target jaxbench", message)

    def test_a_registry_without_the_chip_names_it(self):
        with self.assertRaises(SystemExit) as raised:
            bench.peaks_from_registry({"tpu_generations": [{"name": "v5e", "peaks": None}]})
        self.assertIn("no TPU generation v6e", str(raised.exception.code))
        with self.assertRaises(SystemExit) as raised:
            bench.peaks_from_registry({"tpu_generations": [{"name": "v6e", "peaks": None}]})
        self.assertIn("no peaks for v6e", str(raised.exception.code))


if __name__ == "__main__":
    sys.exit(unittest.main())
