"""Joining the Ray cluster: an address, else $RAY_ADDRESS, else a local cluster started here.

Ray's own connect waits minutes for an address where nothing answers, so an
address is first tried with a plain TCP connection: an unreachable one is
one line naming it and what was tried, within seconds.
"""

import os
import socket
import sys
import threading

import ray

from .kinds import CPU_RESOURCE

TCP_TIMEOUT_S = 5.0
INIT_TIMEOUT_S = 90.0


class ConnectError(Exception):
    """The cluster could not be joined; the message is the one line to print."""


def host_and_port(address):
    """("10.0.0.2", 6379) from "10.0.0.2:6379"; a ray:// (Ray Client) address defaults to port 10001."""
    rest, default_port = address, 6379
    if rest.startswith("ray://"):
        rest, default_port = rest[len("ray://"):], 10001
    host, _, port = rest.rpartition(":") if ":" in rest else (rest, "", "")
    try:
        return host.strip("[]"), int(port) if port else default_port
    except ValueError:
        raise ConnectError(f"the Ray address {address!r} is not HOST:PORT (e.g. 10.0.0.2:6379 or "
                           "ray://10.0.0.2:10001)") from None


def check_reachable(address, source):
    host, port = host_and_port(address)
    try:
        with socket.create_connection((host, port), timeout=TCP_TIMEOUT_S):
            return
    except OSError as error:
        why = "no answer" if isinstance(error, socket.timeout) else (error.strerror or str(error))
        raise ConnectError(f"cannot reach the Ray cluster at {address} ({source}): tried a TCP connection to "
                           f"{host} port {port} for {TCP_TIMEOUT_S:g} s: {why}; start its head there "
                           f"(`ray start --head --port {port}`) or name a running cluster's address") from None


def connect(address, cpu_judges, runtime_env):
    """Joins the cluster; returns a description of what was joined, for the log."""
    if address is None and os.environ.get("RAY_ADDRESS"):
        address, source = os.environ["RAY_ADDRESS"], "$RAY_ADDRESS"
    else:
        source = "the bridge's address argument"
    if address is None:
        # A cluster of this machine alone: its chips as Ray detects them, and
        # `cpu_judges` CPU judges.
        _init_with_deadline("a local Ray cluster", address="local", runtime_env=runtime_env,
                            resources={CPU_RESOURCE: cpu_judges}, include_dashboard=False)
        return f"a local Ray cluster started here ({cpu_judges} CPU judge(s) besides its accelerators)"
    if address != "auto":
        check_reachable(address, source)
    _init_with_deadline(f"the Ray cluster at {address} ({source})", address=address, runtime_env=runtime_env)
    return f"the Ray cluster at {address} ({source})"


def _init_with_deadline(what, **options):
    """ray.init, or one line and exit 2 when it has not connected within INIT_TIMEOUT_S."""

    def give_up():
        print(f"jaxbench fleet: could not join {what} within {INIT_TIMEOUT_S:g} s (a TCP connection was "
              "accepted, but Ray's handshake did not finish: is it a Ray head of a compatible version?)",
              file=sys.stderr, flush=True)
        os._exit(2)

    timer = threading.Timer(INIT_TIMEOUT_S, give_up)
    timer.daemon = True
    timer.start()
    try:
        ray.init(logging_level="WARNING", log_to_driver=True, **options)
    except (ConnectionError, RuntimeError, ValueError) as error:
        raise ConnectError(f"could not join {what}: {str(error).strip().splitlines()[0]}") from None
    finally:
        timer.cancel()
