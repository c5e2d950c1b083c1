"""The warm exporter: imports JAX once, then forks one child per candidate.

  python -m tools.export.zygote        (started by the judge in its sandbox)

Prints one JSON line when ready ({"ready": true, "import_seconds": ...}),
then reads one JSON request per line on stdin:
  {"candidate": NAME, "manifest": PATH, "out_dir": DIR, "platform": P,
   "device_kind": K, "limits": {"timeout_seconds", "address_space_bytes",
   "cpu_seconds", "file_size_bytes", "disk_bytes", "max_tasks"}}
(or, with "tool": "held_out", {"workload_dir", "size", "dims", "platform",
"out_dir", "specs_only"}: the suite's programs at a held-out shape, by
tools/export/held_out.py) and answers each with one line:
  {"exit_code": N | null, "signal": S | null, "timed_out": bool,
   "seconds": wall, "cpu_seconds": c, "peak_rss": bytes,
   "limit_hit": "disk" | "processes" | null, "prepared": bool}
(limit_hit: the child's dir held more than disk_bytes, or the sandbox's
tasks reached max_tasks, the zygote's own RLIMIT_NPROC that the child
inherits: the zygote killed its group.)
The child runs export_candidate.main in DIR (its cwd, HOME and TMPDIR) with
its stdout and stderr in DIR/stdout and DIR/stderr, so it writes exactly what
the one-shot exporter prints; the judge reads only those files and the
module. The child is a fork: whatever it does to jax, sys.modules or its own
memory dies with it. It cannot write replies (the zygote's pipes are closed
in it) and runs in its own session, killed as a group at its deadline.
Its files written, it writes its exit code on its own done pipe and waits:
the zygote reads its usage from /proc, kills its group and replies, and
reaps it before the next request (child_wait.py), so the exit of a process
holding JAX (10-40 ms) is off the reply's path. It could exit with any code
and write any files anyway: saying it is done early earns it nothing.

The child is forked ahead of its request (zygote_spare.py: the next one once
a reply is out, its backend started and, while no request waits, the last
workload's reference exported), so a request pays for its own candidate;
"prepared" in the reply says it was, and its cpu_seconds are the request's
own. `--no-spare` forks each child at its request.
"""
import sys

if __name__ == "__main__" and not __package__:
    import os
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.dirname(
        os.path.abspath(__file__))))

import ctypes  # noqa: E402
import json  # noqa: E402
import os  # noqa: E402
import resource  # noqa: E402
import signal  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
import types  # noqa: E402

from tools.export import child_wait  # noqa: E402

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
DONE_KILL_WAIT_SECONDS = 10  # a child that said it is done and is not killed by then exits itself
_unreaped = []  # children answered for at their word, killed, not yet reaped (child_wait.wait)


def _prctl(option, value):
    try:
        return ctypes.CDLL(None, use_errno=True).prctl(option, value, 0, 0, 0) == 0
    except (OSError, AttributeError):
        return False


def _thread_count():
    """Native threads too (OpenBLAS, XLA pools), where /proc says."""
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return threading.active_count()


def _backends_initialised():
    from jax._src import xla_bridge
    return bool(getattr(xla_bridge, "_backends", {}))


def _set_limit(which, value):
    if not value:
        return
    _, hard = resource.getrlimit(which)
    value = int(value)
    if hard != resource.RLIM_INFINITY:
        value = min(value, hard)  # a child cannot raise the zygote's own limit
    resource.setrlimit(which, (value, value))


def _export_argv(req):
    argv = ["--candidate", req["candidate"], "--manifest", req["manifest"],
            "--platform", req["platform"], "--out", "out.mlir", "--json"]
    if req.get("device_kind"):
        argv += ["--device-kind", req["device_kind"]]
    if req.get("shape_manifest"):
        argv += ["--shape-manifest", req["shape_manifest"]]
    return argv


def _held_out_argv(req):
    argv = ["--workload-dir", req["workload_dir"], "--size", req["size"], "--dims",
            json.dumps(req["dims"], sort_keys=True), "--platform", req["platform"], "--out-dir", ".", "--json"]
    return argv + (["--specs-only"] if req.get("specs_only") else [])


def detach():
    """The child's own session (its group is what the zygote kills), dead with the zygote."""
    os.setsid()
    _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)


def close_all_but(keep):
    """Every descriptor from 3 up but those in `keep`."""
    low = 3
    for fd in sorted(keep):
        os.closerange(low, fd)
        low = fd + 1
    os.closerange(low, 65536)


def _enter(req, done_fd):
    """Into the request's dir, under its limits: stdout and stderr are files
    there, and every other descriptor (the zygote's pipes) is closed but
    `done_fd` (its own end of the pipe that says it is done)."""
    out_dir = req["out_dir"]
    null = os.open(os.devnull, os.O_RDONLY)
    out = os.open(os.path.join(out_dir, "stdout"), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    err = os.open(os.path.join(out_dir, "stderr"), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    for fd, target in ((null, 0), (out, 1), (err, 2)):
        os.dup2(fd, target)
    close_all_but({done_fd})  # the zygote's request/reply pipes among them
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGPIPE):
        signal.signal(sig, signal.SIG_DFL)
    os.chdir(out_dir)
    os.environ["HOME"] = os.environ["TMPDIR"] = out_dir
    import tempfile
    tempfile.tempdir = None  # re-read TMPDIR
    limits = req.get("limits") or {}
    _set_limit(resource.RLIMIT_AS, limits.get("address_space_bytes"))
    cpu = int(limits.get("cpu_seconds") or 0)
    if cpu:
        # On top of what a prepared child (zygote_spare.py) used before the
        # request, to the limit's whole second: the candidate's allowance stays the limit.
        usage = resource.getrusage(resource.RUSAGE_SELF)
        cpu += round(usage.ru_utime + usage.ru_stime)
        _, hard = resource.getrlimit(resource.RLIMIT_CPU)
        soft = cpu if hard == resource.RLIM_INFINITY else min(cpu, hard)
        resource.setrlimit(resource.RLIMIT_CPU, (soft, hard if hard != resource.RLIM_INFINITY else cpu + 5))
    _set_limit(resource.RLIMIT_FSIZE, limits.get("file_size_bytes"))
    _set_limit(resource.RLIMIT_NPROC, limits.get("max_tasks"))  # the sandbox's tasks, the zygote's among them


def run_request(req, export_main, done_fd, forked_now=True):
    """In the child (forked now, or a prepared spare, detached already): never
    returns. Its files written, it writes its exit code on `done_fd` and waits
    to be killed: the zygote replies then (child_wait.wait), not after its exit."""
    code = 1
    try:
        if forked_now:
            detach()
        _enter(req, done_fd)
        if req.get("tool") == "held_out":  # the suite's own programs at a held-out shape
            from tools.export import held_out
            code = held_out.main(_held_out_argv(req))
        else:
            code = export_main(_export_argv(req))
    except SystemExit as e:
        code = e.code if isinstance(e.code, int) else 1
    except BaseException:  # noqa: BLE001 - the child must always _exit
        import traceback
        traceback.print_exc()
        code = 1
    finally:
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except BaseException:  # noqa: BLE001
                pass
        try:
            os.write(done_fd, b"%d\n" % (code if isinstance(code, int) and 0 <= code < 256 else 1))
            time.sleep(DONE_KILL_WAIT_SECONDS)  # the zygote kills it once it has read that
        except BaseException:  # noqa: BLE001
            pass
    os._exit(code)


def handle(req, export_main, spare=None):
    """One request, in `spare` (zygote_spare.Spare) when it takes it, else in a child forked now."""
    timeout = float((req.get("limits") or {}).get("timeout_seconds") or 120)
    sys.stdout.flush()
    sys.stderr.flush()
    child_wait.reap(_unreaped)  # the last child, killed at its reply: gone before this one's request
    prepared_cpu = spare.hand_over(req) if spare else None
    start = time.monotonic()
    if prepared_cpu is None:
        done_r, done_w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(done_r)
            run_request(req, export_main, done_w)
        os.close(done_w)
    else:
        pid, done_r = spare.pid, spare.done
    try:
        status, usage, timed_out, limit_hit, reaped = child_wait.wait(
            pid, timeout, req["out_dir"], req.get("limits") or {}, done_fd=done_r)
    finally:
        os.close(done_r)
    if not reaped:
        _unreaped.append(pid)
    return {
        "exit_code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
        "timed_out": timed_out,
        "seconds": round(time.monotonic() - start, 4),
        # The request's own: a prepared child's work before it is not counted.
        "cpu_seconds": round(max(0.0, usage.ru_utime + usage.ru_stime - (prepared_cpu or 0.0)), 4),
        "peak_rss": int(usage.ru_maxrss) * 1024,
        "limit_hit": limit_hit,
        "prepared": prepared_cpu is not None,
    }


def _check_request(req):
    if not isinstance(req, dict):
        return "a request is one JSON object"
    keys = ("workload_dir", "size", "out_dir", "platform") if req.get("tool") == "held_out" else \
        ("candidate", "manifest", "out_dir", "platform")
    if req.get("tool") == "held_out" and not isinstance(req.get("dims"), dict):
        return "request field 'dims' missing (an object)"
    for key in keys:
        if not isinstance(req.get(key), str) or not req[key]:
            return f"request field {key!r} missing (a non-empty string)"
    if not os.path.isdir(req["out_dir"]):
        return f"out_dir {req['out_dir']} is not a directory"
    return None


def serve(stdin, stdout, export_main, spares=True):
    """Answers each request line; with `spares`, the next request's child is
    forked and made ready (zygote_spare.py) once a reply is out."""
    from tools.export import zygote_spare
    child = types.SimpleNamespace(detach=detach, close_all_but=close_all_but,
                                  run=lambda req, done: run_request(req, export_main, done, forked_now=False))
    ready = zygote_spare.Spares(child) if spares else None
    for line in stdin:
        try:
            req = json.loads(line)
            problem = _check_request(req)
        except ValueError as e:
            problem = f"bad JSON request: {e}"
        reply = {"error": problem} if problem else handle(req, export_main, ready.take(req) if ready else None)
        stdout.write(json.dumps(reply, sort_keys=True) + "\n")
        stdout.flush()
        if ready:
            ready.refill()
    if ready:
        ready.close()
    child_wait.reap(_unreaped)


def _discover_no_plugins():
    """Before the first fork, JAX's PJRT plugin discovery (3 of a child's 8.5 ms backend start), once, when it
    finds no plugin: then it loads no library and starts no thread. A found plugin each child loads itself."""
    import importlib.metadata
    from jax._src import xla_bridge
    discover = getattr(xla_bridge, "_discover_and_register_pjrt_plugins", None)
    found = getattr(xla_bridge, "jax_plugins", None) or os.environ.get("PJRT_NAMES_AND_LIBRARY_PATHS")
    if discover and not found and not list(importlib.metadata.entry_points(group="jax_plugins")):
        discover()


def main():
    start = time.perf_counter()
    from tools.export import export_candidate  # sets the environment before jax
    jax = export_candidate.warm_up()
    _discover_no_plugins()  # what each child's backend start would repeat
    ready = {
        "ready": True,
        "import_seconds": round(time.perf_counter() - start, 3),
        "threads": _thread_count(),
        "backends_initialised": _backends_initialised(),
        "jax": jax.__version__,
        # Same-user processes (the candidates) may not ptrace it or read its memory.
        "not_dumpable": _prctl(PR_SET_DUMPABLE, 0),
    }
    if ready["threads"] != 1 or ready["backends_initialised"]:
        ready["ready"] = False
        ready["message"] = (f"zygote: {ready['threads']} threads, backends initialised: "
                            f"{ready['backends_initialised']}; forking is unsafe (set OPENBLAS_NUM_THREADS=1)")
    print(json.dumps(ready, sort_keys=True), flush=True)
    if not ready["ready"]:
        return 2
    serve(sys.stdin, sys.stdout, export_candidate.main, spares="--no-spare" not in sys.argv[1:])
    return 0


if __name__ == "__main__":
    sys.exit(main())
