#!/usr/bin/env python3
"""`python -m jaxbench` against fake_serve.py: evaluate --json prints a verdict
with JAXBench's keys and exits 0 iff correct (1 on an incorrect candidate),
run and list print what serve answered, a missing binary exits 2 with one
line; the package imports without jax, and `pip install --no-deps --target`
installs it (--pip; skipped, exit 77, only offline with no local setuptools).
Usage: cli_test.py"""
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
FAKE = str(HERE / "fake_serve.py")
JAXBENCH_KEYS = {"workload", "status", "tpu", "config", "correctness", "baseline", "kernel", "pallas_reference",
                 "speedup_vs_baseline", "speedup_vs_pallas"}


def jaxbench(*args, binary=FAKE, python_path=ROOT / "python", cwd=None):
    env = dict(os.environ, PYTHONPATH=str(python_path), JAXBENCH_BIN=binary, JAXBENCH_SERVE_ARGS="--no-store")
    return subprocess.run([sys.executable, "-m", "jaxbench", *args], capture_output=True, text=True, env=env,
                          cwd=cwd, timeout=120)


class CliTest(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.dir = pathlib.Path(self.folder.name)

    def tearDown(self):
        self.folder.cleanup()

    def kernel(self, text):
        path = self.dir / f"{abs(hash(text))}.py"
        path.write_text(f"def workload(x):\n    return x  # {text}\n")
        return str(path)

    def test_evaluate_json_has_jaxbench_keys_and_exit_0_when_correct(self):
        done = jaxbench("evaluate", "--workload", "12p_RMSNorm", "--kernel", self.kernel("ok"), "--tpu", "v6e",
                        "--num-iters", "5", "--json")
        self.assertEqual(done.returncode, 0, done.stderr)
        result = json.loads(done.stdout)
        self.assertLessEqual(JAXBENCH_KEYS, set(result))
        self.assertEqual(result["status"], "correct")

    def test_evaluate_exits_1_on_an_incorrect_candidate(self):
        done = jaxbench("evaluate", "--workload", "12p", "--kernel", self.kernel("FAKE: incorrect"), "--json")
        self.assertEqual(done.returncode, 1, done.stderr)
        self.assertEqual(json.loads(done.stdout)["status"], "incorrect")
        text = jaxbench("evaluate", "--workload", "12p", "--kernel", self.kernel("FAKE: incorrect"))
        self.assertEqual(text.returncode, 1)
        self.assertIn("incorrect", text.stdout.splitlines()[0])

    def test_evaluate_text_names_the_speedup(self):
        done = jaxbench("evaluate", "--workload", "12p", "--kernel", self.kernel("ok"))
        self.assertEqual(done.returncode, 0, done.stderr)
        self.assertRegex(done.stdout, r"\d\.\d\dx vs baseline")

    def test_a_missing_kernel_file_exits_2_with_one_line(self):
        done = jaxbench("evaluate", "--workload", "12p", "--kernel", str(self.dir / "nope.py"))
        self.assertEqual(done.returncode, 2)
        self.assertEqual(len(done.stderr.strip().splitlines()), 1, done.stderr)
        self.assertIn("nope.py", done.stderr)

    def test_a_missing_binary_exits_2_with_one_line(self):
        done = jaxbench("list", binary=str(self.dir / "no-jaxbench"))
        self.assertEqual(done.returncode, 2)
        self.assertEqual(len(done.stderr.strip().splitlines()), 1, done.stderr)
        self.assertIn("JAXBENCH_BIN", done.stderr)

    def test_suites_and_tpus_are_the_binarys_own(self):
        tiny = jaxbench("list", "--suite", "tiny", "--json")
        self.assertEqual(tiny.returncode, 0, tiny.stderr)
        refused = jaxbench("evaluate", "--workload", "12p", "--kernel", self.kernel("x"), "--tpu", "v5e")
        self.assertEqual(refused.returncode, 2)
        self.assertIn("invalid choice: 'v5e' (choose from 'v6e', 'v9z', 'auto')", refused.stderr)
        help_text = jaxbench("list", "--help", binary=str(self.dir / "no-jaxbench"))
        self.assertEqual(help_text.returncode, 0, "help needs no binary")

    def test_run_and_list(self):
        run = jaxbench("run", "--workload", "1p", "--num-iters", "4", "--json")
        self.assertEqual(run.returncode, 0, run.stderr)
        self.assertEqual([(r["variant"], r["status"]) for r in json.loads(run.stdout)],
                         [("baseline", "success"), ("optimized", "error")])
        self.assertEqual(jaxbench("run").returncode, 1)
        every = jaxbench("run", "--all", "--json", cwd=self.dir)
        self.assertEqual(every.returncode, 0, every.stderr)
        self.assertEqual(json.loads(every.stdout)["metadata"]["num_workloads"], 4)
        self.assertTrue((self.dir / "results" / "results.csv").exists(), "run --all writes ./results by default")
        listing = json.loads(jaxbench("list", "--json").stdout)
        self.assertEqual([(w["name"], w["has_optimized"]) for w in listing],
                         [("12p_RMSNorm", False), ("1p_Flash_Attention", True), ("41k_Gemm_Add_ReLU", False),
                          ("2p_Broken", False)])


class PackageTest(unittest.TestCase):
    def test_imports_without_jax(self):
        code = "import sys, jaxbench, jaxbench.harness, jaxbench.cli; assert 'jax' not in sys.modules; print('ok')"
        env = dict(os.environ, PYTHONPATH=str(ROOT / "python"))
        done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
        self.assertEqual(done.stdout.strip(), "ok", done.stderr)


OFFLINE = ("Could not find a version that satisfies", "No matching distribution", "Failed to establish",
           "Network is unreachable", "Temporary failure in name resolution")


def pip_command():
    """pip with --no-build-isolation where a python has setuptools that builds wheels, else pip fetching setuptools."""
    probe = "import setuptools, pip; from setuptools.command import bdist_wheel"
    for python in (sys.executable, "python3"):
        if subprocess.run([python, "-c", probe], capture_output=True).returncode == 0:
            return python, ["--no-build-isolation"]
    return sys.executable, []


def pip_install_check():
    """pip install --no-deps --target TMP ./python, then import it from there without jax."""
    python, isolation = pip_command()
    with tempfile.TemporaryDirectory() as target:
        # A copy, so that pip's in-tree build leaves nothing in the checkout.
        source = pathlib.Path(target) / "src"
        shutil.copytree(ROOT / "python", source, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
        site = pathlib.Path(target) / "site"
        done = subprocess.run([python, "-m", "pip", "install", "-q", "--no-deps", *isolation,
                               "--disable-pip-version-check", "--target", str(site), str(source)],
                              capture_output=True, text=True, timeout=300)
        if done.returncode != 0 and not isolation and any(sign in done.stderr for sign in OFFLINE):
            print("SKIP pip install: no local setuptools that builds wheels, and no package index to fetch it")
            return 77
        if done.returncode != 0:
            print("FAIL pip install:", done.stderr[-2000:])
            return 1
        code = "import sys, jaxbench; assert 'jax' not in sys.modules; print(jaxbench.__file__)"
        done = jaxbench_import(python, code, site)
        if not done.startswith(str(site)):
            print("FAIL the installed package did not import from the target:", done)
            return 1
    print(f"pip install --no-deps --target ({python} {' '.join(isolation) or 'with build isolation'}): "
          "installed, imported without jax")
    return 0


def jaxbench_import(python, code, site):
    env = dict(os.environ, PYTHONPATH=str(site))
    done = subprocess.run([python, "-c", code], capture_output=True, text=True, env=env, cwd="/")
    return done.stdout.strip() or done.stderr.strip()


if __name__ == "__main__":
    if sys.argv[1:] == ["--pip"]:
        sys.exit(pip_install_check())
    unittest.main(verbosity=2)
