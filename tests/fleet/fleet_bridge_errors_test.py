"""The bridge's bad input: each is one line on stderr naming the fix, exit 2, nothing on stdout.

Usage: fleet_bridge_errors_test.py JAXBENCH

- no Ray in the Python that runs it (a `ray` that fails to import stands in)
- an address nothing listens at, given as the argument or as $RAY_ADDRESS
- an address that is not HOST:PORT
- a driver with no jaxbench binary to take the fleet's version from
"""

import json
import os
import pathlib
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parents[2]
failures = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)
    if not condition:
        failures.append(name)


def bridge(args, env=None, python_path=()):
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join([*python_path, str(ROOT / "python")]))
    environment.pop("RAY_ADDRESS", None)
    environment.update(env or {})
    started = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "jaxbench.fleet", "bridge", *args], input=b"", capture_output=True,
                          env=environment, timeout=120)
    return done, time.monotonic() - started


def one_line_exit_2(name, done, *needles):
    lines = done.stderr.decode().strip().splitlines()
    ok = done.returncode == 2 and done.stdout == b"" and len(lines) == 1 and lines[0].startswith("jaxbench fleet:")
    check(f"{name}: one line, exit 2, nothing on stdout", ok, (done.returncode, done.stdout[:200], lines))
    missing = [needle for needle in needles if not lines or needle not in lines[-1]]
    check(f"{name}: the line names {', '.join(needles)}", not missing, lines)


def driver(binary, executor, env=None, python_path=()):
    """jaxbench run --executor EXECUTOR on a fresh store: (exit code, stderr lines, attempts stored)."""
    environment = dict(os.environ, PYTHONPATH=os.pathsep.join(python_path))
    environment.pop("RAY_ADDRESS", None)
    environment.update(env or {})
    with tempfile.TemporaryDirectory() as work:
        db = os.path.join(work, "results.db")
        done = subprocess.run([binary, "run", "--executor", executor, "--workload", "12p", "--db", db,
                               "--out", os.path.join(work, "out")], capture_output=True, env=environment, timeout=120)
        stored = subprocess.run([binary, "history", "--db", db, "--limit", "0", "--json"], capture_output=True)
        attempts = json.loads(stored.stdout)["verdicts"] if stored.returncode == 0 else []
    return done.returncode, done.stderr.decode().strip().splitlines(), attempts


def driver_refused(name, result, *needles):
    code, lines, attempts = result
    errors = [line for line in lines if line.startswith("jaxbench run: error:")]
    check(f"run --executor, {name}: exit 2, one error line, nothing recorded",
          code == 2 and len(errors) == 1 and not attempts, (code, lines[-3:], len(attempts)))
    missing = [needle for needle in needles if not errors or needle not in errors[0]]
    check(f"run --executor, {name}: the line names {', '.join(needles)}", not missing, errors)


def driver_refusals(binary):
    """The C++ driver says the bridge's one line as its own error."""
    driver_refused("an unreachable address", driver(binary, "ray://127.0.0.1:1"), "127.0.0.1:1")
    driver_refused("not an executor", driver(binary, "kubernetes"), "kubernetes", "local|ray|ray://ADDRESS")
    with tempfile.TemporaryDirectory() as fake:
        os.makedirs(os.path.join(fake, "ray"))
        with open(os.path.join(fake, "ray", "__init__.py"), "w") as module:
            module.write("raise ImportError('no module named ray (a stand-in)')\n")
        driver_refused("no Ray", driver(binary, "ray", python_path=[fake]), "./setup.sh --with-ray")


def main():
    binary = os.path.abspath(sys.argv[1])
    env = {"JAXBENCH_BIN": binary}
    with tempfile.TemporaryDirectory() as fake:
        os.makedirs(os.path.join(fake, "ray"))
        with open(os.path.join(fake, "ray", "__init__.py"), "w") as module:
            module.write("raise ImportError('no module named ray (a stand-in)')\n")
        done, _ = bridge([], env, python_path=[fake])
        one_line_exit_2("no Ray", done, "./setup.sh --with-ray")

    try:
        import ray  # noqa: F401
    except ImportError:
        print("SKIP: the rest needs Ray (./setup.sh --with-ray)")
        return 1 if failures else 77
    done, seconds = bridge(["127.0.0.1:1"], env)
    one_line_exit_2("an unreachable address", done, "127.0.0.1:1", "TCP connection", "port 1")
    check("an unreachable address is refused within 15 s", seconds < 15, seconds)
    done, _ = bridge([], dict(env, RAY_ADDRESS="127.0.0.1:2"))
    one_line_exit_2("an unreachable $RAY_ADDRESS", done, "127.0.0.1:2", "$RAY_ADDRESS")
    done, _ = bridge(["127.0.0.1:http"], env)
    one_line_exit_2("an address that is not HOST:PORT", done, "127.0.0.1:http", "HOST:PORT")
    done, _ = bridge([], {"JAXBENCH_BIN": "/nonexistent/jaxbench"})
    one_line_exit_2("no driver binary", done, "/nonexistent/jaxbench", "--expect-version")
    driver_refusals(binary)
    print("FAILED" if failures else "passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
