#!/usr/bin/env python3
"""check_architecture.py: a tree that breaks each promise fails naming the
file, a tree that keeps them passes, and so does this checkout."""
import pathlib
import subprocess
import sys
import tempfile
import unittest

HERE = pathlib.Path(__file__).resolve().parent
CHECK = HERE / "check_architecture.py"
CHECKOUT = HERE.parent.parent


def run_check(root):
    done = subprocess.run([sys.executable, str(CHECK), str(root)], capture_output=True, text=True)
    return done.returncode, done.stdout


def write(root, relative, text):
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


class ArchitectureCheck(unittest.TestCase):
    def tree(self, files):
        folder = tempfile.TemporaryDirectory()
        self.addCleanup(folder.cleanup)
        root = pathlib.Path(folder.name)
        for relative, text in files.items():
            write(root, relative, text)
        return root

    def test_a_tree_keeping_every_promise_passes(self):
        root = self.tree({
            "src/report/table.cpp": '#include "ranking/leaderboard.h"\n#include "judge/preflight_report.h"\n',
            "src/cli/eval.cpp": '#include "jobs/command_records.h"\n#include "store/location.h"\n',
            "tests/core/x_test.cpp": "int x;\n" * 300,
        })
        self.assertEqual(run_check(root), (0, "architecture check: ok\n"))

    def test_each_breach_is_one_line_naming_the_file(self):
        root = self.tree({
            "src/core/long.cpp": "int x;\n" * 301,
            "src/report/table.cpp": '#include "jobs/verify.h"\n',
            "src/cli/eval.cpp": '#include "store/recorder.h"\n#include "measure/timer.h"\n',
        })
        code, out = run_check(root)
        self.assertEqual(code, 1)
        self.assertIn("error: src/core/long.cpp has 301 lines, over 300", out)
        self.assertIn('error: src/report/table.cpp includes "jobs/verify.h": report/ links nothing above ranking/', out)
        self.assertIn('error: src/cli/eval.cpp includes "store/recorder.h": cli/ neither records nor times', out)
        self.assertIn('error: src/cli/eval.cpp includes "measure/timer.h"', out)
        self.assertIn("architecture check: 4 breach(es)", out)

    def test_this_checkout_keeps_them(self):
        code, out = run_check(CHECKOUT)
        self.assertEqual(code, 0, out)


if __name__ == "__main__":
    unittest.main()
