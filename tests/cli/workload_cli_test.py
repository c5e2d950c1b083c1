#!/usr/bin/env python3
"""`jaxbench workload new|add|list|remove` end to end, and every bad input of
issue 45: each is refused with one line on stderr naming the thing and the
fix, exit 1, and nothing written into the workloads folder.

  sound     `workload new demo` passes `add` unchanged; list shows it with its
            hash; a second add is refused without --replace and replaces with
            it; remove deletes it.
  bad       one case per bad input: a file that does not import, a missing
            name, numpy randomness in make_inputs, all-zero weights, a mode
            identical to mode 0, a non-deterministic reference, a truth that
            disagrees, a shape family that exports at no drawn shape, an id
            colliding with a suite workload, a folder without write
            permission, and a hostile file (reads a file of $HOME, forks,
            fills the disk): each meets the candidates' sandbox.

    workload_cli_test.py JAXBENCH_BINARY [TestName ...]
"""
import atexit
import concurrent.futures
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

BINARY = None
TMP = tempfile.mkdtemp(prefix="jaxbench_workload_cli_")
atexit.register(shutil.rmtree, TMP, ignore_errors=True)
WORKLOADS = os.path.join(TMP, "workloads")   # JAXBENCH_WORKLOADS of every run
HOME = os.path.join(TMP, "home")
SECRET = os.path.join(HOME, "secret.txt")


def jaxbench(*args, cwd=TMP):
    env = dict(os.environ, JAXBENCH_WORKLOADS=WORKLOADS, HOME=HOME)
    return subprocess.run([BINARY, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=900)


def skeleton(name):
    """The text `workload new` writes for `name` (written under TMP/new/)."""
    r = jaxbench("workload", "new", name, "--dir", os.path.join(TMP, "new"))
    assert r.returncode == 0, r.stderr
    with open(os.path.join(TMP, "new", name, "workload.py")) as f:
        return f.read()


def write_op(name, text):
    folder = os.path.join(TMP, "ops", name)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "workload.py"), "w") as f:
        f.write(text)
    return os.path.join(folder, "workload.py")


def broken(name, old, new):
    text = skeleton(name)
    assert old in text, old
    return write_op(name, text.replace(old, new))


X_DRAW = 'x = jc.activation(kx, (s["rows"], s["dim"]), mode)'
W_DRAW = 'w = jc.fan_in_weight(kw, (s["dim"], s["out"]), s["dim"])'
RESULT = "return (y * gate).astype(x.dtype)"
HOSTILE = {
    "reads_home": f"print(open({SECRET!r}).read())\n",
    "forks": "import os, time\nfor _ in range(2000):\n    if os.fork() == 0:\n        time.sleep(60)\n"
             "        os._exit(0)\n",
    # Many files of 1 MiB, none near the largest file it may write (RLIMIT_FSIZE):
    # only the watched disk limit can stop it. One 1 GiB file raced the two
    # limits, and on a fast disk the file size won (EFBIG) before the watch looked.
    "fills_disk": "i = 0\nwhile True:\n    with open(f'filler{i}.bin', 'wb') as f:\n"
                  "        f.write(b'x' * (1 << 20))\n    i += 1\n",
}
# name -> (workload.py, extra add arguments, text the error line must hold)
BAD = {
    "no_import": (lambda: broken("no_import", "import jax\n", "import jax\nimport not_a_module_anywhere\n"),
                  [], "ModuleNotFoundError"),
    "missing_name": (lambda: broken("missing_name", "NOTES = [", "_NOTES = ["), [], "lacks NOTES"),
    "numpy_random": (lambda: broken("numpy_random", X_DRAW, 'import numpy as np\n    x = jnp.asarray('
                                    'np.random.normal(size=(s["rows"], s["dim"])), jnp.bfloat16)'),
                     [], "make_inputs"),
    "zero_weights": (lambda: broken("zero_weights", W_DRAW, 'w = jnp.zeros((s["dim"], s["out"]), jnp.bfloat16)'),
                     [], "all zero"),
    "same_mode": (lambda: broken("same_mode", "MODES = [jc.NORMAL, jc.LARGE]", 'MODES = [jc.NORMAL, "again"]'),
                  [], "gives the inputs of mode 'normal'"),
    "host_rng_reference": (lambda: broken("host_rng_reference", RESULT,
                                          "import random\n    return (y * gate * random.random()).astype(x.dtype)"),
                           [], "reference"),
    "truth_disagrees": (lambda: broken("truth_disagrees", RESULT,
                                       "return (y * gate + (x.dtype == jnp.float32)).astype(x.dtype)"),
                        [], "truth"),
    "no_drawn_shape": (lambda: broken("no_drawn_shape", RESULT, "assert x.shape[0] == 64, x.shape\n    " + RESULT),
                       [], "held-out shape"),
    "collides": (lambda: write_op("12p_RMSNorm", skeleton("collides")), [], "12p_RMSNorm"),
    "no_permission": (lambda: write_op("no_permission", skeleton("no_permission")),
                      ["--workloads", "/proc/jaxbench-no-such-folder"], "cannot write"),
    **{f"hostile_{k}": ((lambda k=k, v=v: broken(f"hostile_{k}", "import jax\n", "import jax\n" + v)), [],
                        {"reads_home": "FileNotFoundError", "forks": "process limit",
                         "fills_disk": "disk limit"}[k]) for k, v in HOSTILE.items()},
}


def workloads_listing():
    return sorted(os.listdir(WORKLOADS)) if os.path.isdir(WORKLOADS) else []


class WorkloadCli(unittest.TestCase):
    def test_sound_skeleton_add_list_replace_remove(self):
        path = write_op("demo", skeleton("demo"))
        r = jaxbench("workload", "add", path, "--sizes", "small", "--held-out-check", "1")
        self.assertEqual(r.returncode, 0, r.stdout + r.stderr)
        for check in ("contract", "make_inputs", "modes", "reference", "truth", "cost", "shape_family",
                      "cpu_budget", "export small"):
            self.assertIn(f"ok {check}:", r.stdout)
        listed = json.loads(jaxbench("workload", "list", "--json").stdout)
        [row] = [w for w in listed["workloads"] if w["id"] == "demo"]
        self.assertEqual(len(row["content_sha256"]), 64)
        self.assertEqual(list(row["sizes"]), ["small"])
        everything = json.loads(jaxbench("list", "--suite", "user", "--json").stdout)["workloads"]
        self.assertEqual([(w["id"], w["category"]) for w in everything], [("demo", "user")])
        again = jaxbench("workload", "add", path, "--sizes", "small")
        self.assertEqual(again.returncode, 1)
        self.assertIn("--replace", again.stderr)
        with open(path, "a") as f:
            f.write("\n# changed\n")
        r = jaxbench("workload", "add", path, "--sizes", "small", "--replace", "--held-out-check", "0", "--json")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertNotEqual(json.loads(r.stdout)["content_sha256"], row["content_sha256"])
        self.assertEqual(jaxbench("workload", "remove", "demo").returncode, 0)
        self.assertNotIn("demo", workloads_listing())

    def test_every_bad_input_is_one_line_exit_1_nothing_written(self):
        os.makedirs(HOME, exist_ok=True)
        with open(SECRET, "w") as f:
            f.write("the user's secret\n")
        before = workloads_listing()

        def run(name):
            make, extra, expected = BAD[name]
            return name, expected, jaxbench("workload", "add", make(), "--sizes", "small", *extra)
        with concurrent.futures.ThreadPoolExecutor(2) as pool:
            results = list(pool.map(run, BAD))
        for name, expected, r in results:
            with self.subTest(name):
                lines = [line for line in r.stderr.splitlines() if line.strip()]
                self.assertEqual(r.returncode, 1, r.stdout + r.stderr)
                self.assertEqual(len(lines), 1, r.stderr)
                self.assertTrue(lines[0].startswith("jaxbench workload add: "), lines[0])
                self.assertIn(expected, lines[0])
                self.assertNotIn("the user's secret", r.stdout + r.stderr)
        self.assertEqual(workloads_listing(), before)


if __name__ == "__main__":
    BINARY = os.path.abspath(sys.argv.pop(1))
    unittest.main()
