#!/usr/bin/env python3
"""The Python client (python/jaxbench) against fake_serve.py: JAXBench's calls
become serve requests with JAXBench's params, answers come back unchanged,
refusals raise JudgeError, a failed candidate is a dict, a missing binary is
one line naming both fixes, a server that dies is replaced, requests from
many threads are answered each to its own caller, and the module-level
server is ended at exit. No jaxbench binary and no jax needed.
Usage: client_test.py (run with the checkout's .venv python or python3)"""
import json
import os
import pathlib
import signal
import sys
import tempfile
import threading
import unittest

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(ROOT / "python"))

import jaxbench  # noqa: E402
from jaxbench import harness  # noqa: E402
from jaxbench.client import Client  # noqa: E402

FAKE = str(HERE / "fake_serve.py")


def log_lines(db):
    return [json.loads(line) for line in pathlib.Path(db).read_text().splitlines()]


class FakeServeCase(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.dir = pathlib.Path(self.folder.name)
        self.db = str(self.dir / "store.jsonl")
        self.client = Client(binary=FAKE, args=["--db", self.db])

    def tearDown(self):
        self.client.close()
        self.folder.cleanup()

    def kernel(self, text, name="kernel.py"):
        path = self.dir / name
        path.write_text(f"def workload(x):\n    return x  # {text}\n")
        return path


class EvaluateTest(FakeServeCase):
    def test_params_are_jaxbench_flags_and_the_answer_comes_back_unchanged(self):
        # A relative path is the caller's: the client sends it absolute.
        self.kernel("a")
        saved = os.getcwd()
        os.chdir(self.dir)
        try:
            result = self.client.evaluate_kernel("12p_RMSNorm", "kernel.py", tpu="v6e", num_warmup=2, num_iters=7)
        finally:
            os.chdir(saved)
        sent = log_lines(self.db)[-1]
        self.assertEqual(sent["params"], {"workload": "12p_RMSNorm", "candidate_path": str(self.dir / "kernel.py"),
                                          "tpu": "v6e", "num_warmup": 2, "num_iters": 7})
        self.assertEqual(result, sent["reply"]["result"])
        self.assertEqual(result["status"], "correct")
        self.assertGreater(result["speedup_vs_baseline"], 1)

    def test_judge_params_reach_serve(self):
        self.client.evaluate_kernel("12p", self.kernel("b"), budget=2, timing=False)
        params = log_lines(self.db)[-1]["params"]
        self.assertEqual((params["budget"], params["timing"], params["tpu"]), (2, False, "auto"))

    def test_an_incorrect_candidate_is_a_verdict_not_an_exception(self):
        result = self.client.evaluate_kernel("12p", self.kernel("FAKE: incorrect"))
        self.assertEqual(result["status"], "incorrect")
        self.assertFalse(result["correctness"]["correct"])
        self.assertIsNone(result["kernel"]["median_ms"])

    def test_a_kernel_path_that_does_not_exist_is_a_judge_error(self):
        with self.assertRaises(jaxbench.JudgeError) as caught:
            self.client.evaluate_kernel("12p", self.dir / "missing.py")
        self.assertEqual(caught.exception.code, "invalid_params")
        self.assertIn("missing.py", caught.exception.message)

    def test_an_unknown_field_is_a_judge_error_and_the_server_goes_on(self):
        with self.assertRaises(jaxbench.JudgeError) as caught:
            self.client.evaluate_kernel("12p", self.kernel("c"), bugdet=3)
        self.assertIn("params.bugdet", caught.exception.message)
        self.assertEqual(self.client.evaluate_kernel("12p", self.kernel("c"))["status"], "correct")
        self.assertEqual(self.client.starts, 1)


class LifecycleTest(FakeServeCase):
    def test_serve_dying_mid_request_raises_and_the_next_call_restarts_it(self):
        self.client.evaluate_kernel("12p", self.kernel("d"))
        first = self.client.pid
        with self.assertRaises(jaxbench.ServeExited) as caught:
            self.client.evaluate_kernel("12p", self.kernel("FAKE: die", "dies.py"))
        self.assertIn("signal 9", str(caught.exception))
        self.assertIsNone(self.client.pid)
        self.assertEqual(self.client.evaluate_kernel("12p", self.kernel("e"))["status"], "correct")
        self.assertNotEqual(self.client.pid, first)
        self.assertEqual(self.client.starts, 2)

    def test_serve_killed_between_calls_is_replaced_silently(self):
        self.client.status()
        os.kill(self.client.pid, signal.SIGKILL)
        self.client._process.popen.wait()
        self.assertEqual(self.client.status()["device"], {"plugin": "cpu"})
        self.assertEqual(self.client.starts, 2)

    def test_requests_from_threads_are_answered_each_to_its_caller(self):
        kernels = [self.kernel(f"thread {n}", f"k{n}.py") for n in range(8)]
        answers = {}

        def evaluate(n):
            answers[n] = self.client.evaluate_kernel("12p", kernels[n])

        threads = [threading.Thread(target=evaluate, args=(n,), daemon=True) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=60)  # two readers of one pipe without the lock: a hang, not an answer
            self.assertFalse(thread.is_alive(), "a request got no answer")
        sent = {line["params"]["candidate_path"]: line["reply"]["result"] for line in log_lines(self.db)}
        for n in range(8):
            self.assertEqual(answers[n], sent[str(kernels[n])])
        self.assertEqual(self.client.starts, 1)

    def test_close_ends_the_server_at_eof(self):
        self.client.status()
        process = self.client._process.popen
        self.client.close()
        self.assertEqual(process.returncode, 0)
        self.assertTrue(log_lines(self.db)[-1].get("eof"))


class BinaryTest(unittest.TestCase):
    def test_missing_binary_is_one_line_naming_both_fixes(self):
        saved = dict(os.environ)
        try:
            os.environ.pop("JAXBENCH_BIN", None)
            os.environ["PATH"] = "/nonexistent"
            with self.assertRaises(jaxbench.BinaryNotFound) as caught:
                Client().status()
            message = str(caught.exception)
            os.environ["JAXBENCH_BIN"] = "/nonexistent/jaxbench"
            with self.assertRaises(jaxbench.BinaryNotFound) as named:
                Client().status()
        finally:
            os.environ.clear()
            os.environ.update(saved)
        self.assertNotIn("\n", message)
        self.assertIn("JAXBENCH_BIN", message)
        self.assertIn("PATH", message)
        self.assertIn("/nonexistent/jaxbench", str(named.exception))


class RunTest(FakeServeCase):
    def test_run_workload_variants(self):
        baseline = self.client.run_workload("12p_RMSNorm", num_iters=9)
        self.assertEqual((baseline["status"], baseline["variant"], baseline["num_iters"]), ("success", "baseline", 9))
        self.assertIsNone(self.client.run_workload("12p_RMSNorm", variant="optimized"))
        self.assertEqual(self.client.run_workload("1p", variant="optimized")["status"], "error")

    def test_run_all_writes_jaxbench_results_files(self):
        out = self.dir / "out"
        output = self.client.run_all(tpu="auto", num_iters=3, output_dir=str(out), echo=False)
        names = [(r["name"], r["variant"]) for r in output["results"]]
        self.assertEqual(names, [("12p_RMSNorm", "baseline"), ("1p_Flash_Attention", "baseline"),
                                 ("1p_Flash_Attention", "optimized"), ("41k_Gemm_Add_ReLU", "baseline"),
                                 ("2p_Broken", "baseline")])
        # A workload serve refuses is an error row, as JAXBench's run_all records a failing one.
        self.assertEqual((output["results"][-1]["status"], "re-export" in output["results"][-1]["error"]),
                         ("error", True))
        meta = output["metadata"]
        self.assertEqual((meta["num_workloads"], meta["num_succeeded"], meta["num_iters"]), (4, 3, 3))
        self.assertEqual(json.loads((out / "results.json").read_text()), output)
        rows = (out / "results.csv").read_text().splitlines()
        self.assertTrue(rows[0].startswith("workload,variant,status,timing_method,median_ms"))
        self.assertEqual([row.split(",")[0] for row in rows[1:]],
                         ["1p_Flash_Attention", "1p_Flash_Attention", "2p_Broken", "12p_RMSNorm",
                          "41k_Gemm_Add_ReLU"])


class SuiteTest(unittest.TestCase):
    def test_list_and_run_all_take_a_suite(self):
        with tempfile.TemporaryDirectory() as folder, Client(binary=FAKE, args=["--no-store"]) as client:
            self.assertEqual(len(client.list_workloads()), 4)  # "all": the 50's stand-ins
            levels = client.list_workloads("levels")
            self.assertEqual([(w["id"], w["tier"]) for w in levels], [("l1_019_ReLU", "levels")])
            self.assertEqual(len(client.list_workloads("everything")), 5)
            output = client.run_all(suite="levels", output_dir=folder, echo=False)
            self.assertEqual([r["name"] for r in output["results"]], ["l1_019_ReLU"])
            self.assertEqual(output["metadata"]["num_workloads"], 1)


class ModuleClientTest(unittest.TestCase):
    def test_harness_uses_one_server_from_the_environment(self):
        with tempfile.TemporaryDirectory() as folder:
            db = os.path.join(folder, "store.jsonl")
            kernel = pathlib.Path(folder, "k.py")
            kernel.write_text("def workload(x):\n    return x\n")
            os.environ["JAXBENCH_BIN"], os.environ["JAXBENCH_SERVE_ARGS"] = FAKE, f"--db '{db}'"
            try:
                first = harness.evaluate_kernel("12p", str(kernel))
                second = jaxbench.evaluate_kernel("41k", str(kernel))
                self.assertEqual((first["workload"], second["workload"]), ("12p_RMSNorm", "41k_Gemm_Add_ReLU"))
                self.assertEqual(harness.default_client().starts, 1)
                self.assertEqual(first["store"]["db"], db)
            finally:
                harness.close()
                del os.environ["JAXBENCH_BIN"], os.environ["JAXBENCH_SERVE_ARGS"]
            lines = log_lines(db)
            self.assertEqual(len({line["pid"] for line in lines}), 1)
            self.assertTrue(lines[-1].get("eof"), "harness.close() must end the server at EOF")


if __name__ == "__main__":
    unittest.main(verbosity=2)
