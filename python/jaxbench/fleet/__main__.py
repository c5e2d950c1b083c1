"""`python -m jaxbench.fleet bridge [ADDRESS] [options]`: the fleet's bridge (bridge.py).

Bad input is one line on stderr and exit 2: no Ray in this Python, an
address nothing answers at, a driver with no jaxbench binary to take the
version from.
"""

import argparse
import os
import sys

RAY_PIN = "2.60.0"


def parse(argv):
    parser = argparse.ArgumentParser(prog="python -m jaxbench.fleet",
                                     description="A fleet of jaxbench judges on Ray (docs/fleet.md).")
    commands = parser.add_subparsers(dest="command", required=True)
    bridge = commands.add_parser("bridge", help="serve's JSON-lines protocol on stdin/stdout, judged by the fleet")
    bridge.add_argument("address", nargs="?", help="the cluster (HOST:PORT, ray://HOST:PORT or auto); default "
                        "$RAY_ADDRESS, else a local cluster started here")
    bridge.add_argument("--binary", help="the driver's jaxbench (default $JAXBENCH_BIN, else PATH): its version "
                        "is the fleet's, and nodes without a JAXBENCH_BIN of their own use this path")
    bridge.add_argument("--expect-version", help="the version every judge must run (default: --binary's)")
    bridge.add_argument("--cpu-judges", type=int, default=1, help="CPU judges of a local cluster (default 1)")
    bridge.add_argument("--max-restarts", type=int, default=3, help="Ray's restarts per judge actor (default 3)")
    bridge.add_argument("--attempts", type=int, default=3, help="judges one request may fail on (default 3)")
    bridge.add_argument("--timeout", type=float, default=None, help="seconds one judge may take on a request "
                        "before it counts as hung (default 900; a request's fleet.timeout_s overrides)")
    bridge.add_argument("--wait", type=float, default=None, help="seconds a request may wait for a judge of "
                        "its kind to exist (default 600)")
    bridge.add_argument("--serve-arg", action="append", default=[], help="an extra flag for every judge's "
                        "`jaxbench serve` (repeatable), e.g. --serve-arg=--memory-limit=8G")
    return parser.parse_args(argv)


def fail(line):
    print(f"jaxbench fleet: {line}", file=sys.stderr, flush=True)
    return 2


def main(argv=None):
    args = parse(sys.argv[1:] if argv is None else argv)
    try:
        import ray  # noqa: F401 - only to learn whether it is there
    except ImportError:
        return fail(f"Ray is not installed in this Python ({sys.executable}): run ./setup.sh --with-ray "
                    f"(it installs ray=={RAY_PIN} into .venv)")
    from ..errors import BinaryNotFound
    from ..process import find_binary
    from .judge import binary_version

    try:
        binary = find_binary(args.binary)
    except BinaryNotFound as error:
        if args.expect_version is None:
            return fail(f"{error} (the fleet's version is the driver's binary's; or pass --expect-version)")
        binary = None
    version = args.expect_version or binary_version(binary)
    if version.startswith("unknown"):
        return fail(f"the driver's jaxbench has no version: {version}")
    return run_bridge(args, binary, version)


def run_bridge(args, binary, version):
    from . import bridge
    from .connect import ConnectError, connect
    from .pool import Pool, log

    out = bridge.claim_stdout()
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    try:
        joined = connect(args.address, args.cpu_judges, runtime_env={"py_modules": [package]})
    except ConnectError as error:
        return fail(str(error))
    log(f"joined {joined}; judges run jaxbench {version}")
    defaults = dict(bridge.DEFAULTS)
    if args.timeout is not None:
        defaults["timeout_s"] = args.timeout
    if args.wait is not None:
        defaults["wait_s"] = args.wait
    pool = Pool(version, driver_binary=binary, serve_args=args.serve_arg, max_restarts=args.max_restarts)
    try:
        bridge.serve_lines(pool, joined, defaults, args.attempts, out)
    finally:
        pool.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
