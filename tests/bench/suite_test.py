"""bench/ stays a suite (issue #44, step 7): no file under bench/ edits
sys.path (a benchmark runs as `python -m bench.NAME` from the repository's
root and imports what it shares by its package path: bench.lib, tools.export,
tests.serve), and every runnable benchmark, in bench/ or bench/experiments/,
is in bench/README.md's index as the command that runs it. Each check is
also run on a planted tree, so a check that finds nothing is seen to work.
Stdlib only."""
import os
import pathlib
import re
import tempfile
import unittest

ROOT = pathlib.Path(__file__).resolve().parents[2]
# tpu_measured's own virtual environment (gitignored, third-party code) is not ours to check.
SKIPPED = (pathlib.Path("tpu_measured") / ".venv",)
RUNNABLE_FOLDERS = ("", "experiments")  # where benchmarks and experiments live; bench/lib holds libraries


def path_edits(bench):
    """Files under `bench` (relative paths) that mention sys.path."""
    found = []
    for folder, subfolders, files in os.walk(bench):
        here = pathlib.Path(folder).relative_to(bench)
        subfolders[:] = [s for s in subfolders if s != "__pycache__" and here / s not in SKIPPED]
        found += [str(here / f) for f in files if b"sys.path" in (pathlib.Path(folder) / f).read_bytes()]
    return sorted(found)


def runnable(bench):
    """The modules a user runs (a __main__ block), as `python -m` names them."""
    modules = []
    for sub in RUNNABLE_FOLDERS:
        for path in sorted((bench / sub).glob("*.py")):
            if path.name != "__init__.py" and '__name__ == "__main__"' in path.read_text():
                modules.append(".".join(["bench", *pathlib.Path(sub).parts, path.stem]))
    return modules


def missing_from_index(bench):
    index = (bench / "README.md").read_text()
    return [m for m in runnable(bench) if not re.search(r"-m " + re.escape(m) + r"\b", index)]


class TheRealBench(unittest.TestCase):
    def test_no_file_edits_sys_path(self):
        self.assertEqual(path_edits(ROOT / "bench"), [], "run it as a module of the bench package instead")

    def test_every_runnable_benchmark_is_in_the_index(self):
        self.assertGreater(len(runnable(ROOT / "bench")), 10)
        self.assertEqual(missing_from_index(ROOT / "bench"), [], "add it to bench/README.md with its command")


class APlantedBench(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.bench = pathlib.Path(self.folder.name) / "bench"
        (self.bench / "experiments").mkdir(parents=True)
        (self.bench / "tpu_measured" / ".venv").mkdir(parents=True)
        main = 'if __name__ == "__main__":\n    main()\n'
        (self.bench / "listed.py").write_text(main)
        (self.bench / "listed_too.py").write_text(main)
        (self.bench / "helper.py").write_text("def helper():\n    pass\n")
        (self.bench / "experiments" / "probe.py").write_text(main)
        (self.bench / "README.md").write_text("`.venv/bin/python -m bench.listed`\n")

    def tearDown(self):
        self.folder.cleanup()

    def test_an_unlisted_script_is_named_and_a_longer_name_does_not_list_it(self):
        self.assertEqual(missing_from_index(self.bench), ["bench.listed_too", "bench.experiments.probe"])

    def test_a_path_edit_is_named_but_not_in_tpu_measureds_venv(self):
        (self.bench / "experiments" / "probe.py").write_text("import sys\nsys.path.insert(0, '..')\n")
        (self.bench / "tpu_measured" / ".venv" / "site.py").write_text("import sys\nsys.path.append('x')\n")
        self.assertEqual(path_edits(self.bench), ["experiments/probe.py"])


if __name__ == "__main__":
    unittest.main()
