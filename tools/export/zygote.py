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
   "limit_hit": "disk" | "processes" | null}
(limit_hit: the child's dir held more than disk_bytes, or the sandbox's
tasks reached max_tasks, the zygote's own RLIMIT_NPROC that the child
inherits: the zygote killed its group.)
The child runs export_candidate.main in DIR (its cwd, HOME and TMPDIR) with
its stdout and stderr in DIR/stdout and DIR/stderr, so it writes exactly what
the one-shot exporter prints; the judge reads only those files and the
module. The child is a fork: whatever it does to jax, sys.modules or its own
memory dies with it. It cannot write replies (the zygote's pipes are closed
in it) and runs in its own session, killed as a group at its deadline.
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
import select  # noqa: E402
import signal  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
POLL_SECONDS = 0.01


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


def _run_child(req, export_main):
    """In the forked child: never returns."""
    code = 1
    try:
        os.setsid()
        _prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
        out_dir = req["out_dir"]
        null = os.open(os.devnull, os.O_RDONLY)
        out = os.open(os.path.join(out_dir, "stdout"), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        err = os.open(os.path.join(out_dir, "stderr"), os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        for fd, target in ((null, 0), (out, 1), (err, 2)):
            os.dup2(fd, target)
        os.closerange(3, 65536)  # the zygote's request/reply pipes among them
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
            _, hard = resource.getrlimit(resource.RLIMIT_CPU)
            soft = cpu if hard == resource.RLIM_INFINITY else min(cpu, hard)
            resource.setrlimit(resource.RLIMIT_CPU, (soft, hard if hard != resource.RLIM_INFINITY else cpu + 5))
        _set_limit(resource.RLIMIT_FSIZE, limits.get("file_size_bytes"))
        _set_limit(resource.RLIMIT_NPROC, limits.get("max_tasks"))  # the sandbox's tasks, the zygote's among them
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
    os._exit(code)


BOUNDS_SECONDS = 0.1


def _dir_usage(path):
    total = 0
    for top, dirs, files in os.walk(path):
        for name in dirs + files:
            try:
                total += os.lstat(os.path.join(top, name)).st_blocks * 512
            except OSError:
                pass
    return total


def _user_tasks():
    """Tasks of our real uid this /proc shows (the sandbox's own PID namespace: only its)."""
    uid, total = os.getuid(), 0
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/status") as f:
                fields = dict(line.split(":", 1) for line in f if ":" in line)
        except OSError:
            continue
        if int(fields.get("Uid", "-1").split()[0]) == uid:
            total += int(fields.get("Threads", "0"))
    return total


def _limit_hit(out_dir, limits):
    disk = int(limits.get("disk_bytes") or 0)
    if disk and _dir_usage(out_dir) > disk:
        return "disk"
    tasks = int(limits.get("max_tasks") or 0)
    if tasks and _user_tasks() >= tasks:
        return "processes"
    return None


def _kill_group(pid):
    for kill in (os.killpg, os.kill):  # before setsid() the group is still ours
        try:
            kill(pid, signal.SIGKILL)
        except OSError:
            pass


def _wait(pid, timeout, out_dir=None, limits=None):
    """(wait status, rusage, timed out, limit hit); kills the child's group
    at the deadline or past a bound."""
    limits = limits or {}
    watched = bool(out_dir and (limits.get("disk_bytes") or limits.get("max_tasks")))
    limit_hit = None
    next_check = time.monotonic() + BOUNDS_SECONDS
    deadline = time.monotonic() + timeout
    try:
        pidfd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        pidfd = None
    timed_out = False
    while True:
        done, status, usage = os.wait4(pid, os.WNOHANG)
        if done == pid:
            break
        left = deadline - time.monotonic()
        if left <= 0 and not timed_out:
            timed_out = True
            _kill_group(pid)
            continue
        if watched and not limit_hit and time.monotonic() >= next_check:
            next_check = time.monotonic() + BOUNDS_SECONDS
            limit_hit = _limit_hit(out_dir, limits)
            if limit_hit:
                _kill_group(pid)
        stopped = timed_out or limit_hit
        wait = POLL_SECONDS if pidfd is None or stopped else max(0.0, min(left, BOUNDS_SECONDS if watched else 1.0))
        if pidfd is None or stopped:
            time.sleep(wait)
        else:
            select.select([pidfd], [], [], wait)
    if pidfd is not None:
        os.close(pidfd)
    try:
        os.killpg(pid, signal.SIGKILL)  # anything it left in its group
    except OSError:
        pass
    return status, usage, timed_out, limit_hit


def handle(req, export_main):
    timeout = float((req.get("limits") or {}).get("timeout_seconds") or 120)
    start = time.monotonic()
    sys.stdout.flush()
    sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        _run_child(req, export_main)
    status, usage, timed_out, limit_hit = _wait(pid, timeout, req["out_dir"], req.get("limits") or {})
    return {
        "exit_code": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
        "timed_out": timed_out,
        "seconds": round(time.monotonic() - start, 4),
        "cpu_seconds": round(usage.ru_utime + usage.ru_stime, 4),
        "peak_rss": int(usage.ru_maxrss) * 1024,
        "limit_hit": limit_hit,
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


def serve(stdin, stdout, export_main):
    for line in stdin:
        try:
            req = json.loads(line)
            problem = _check_request(req)
        except ValueError as e:
            problem = f"bad JSON request: {e}"
        reply = {"error": problem} if problem else handle(req, export_main)
        stdout.write(json.dumps(reply, sort_keys=True) + "\n")
        stdout.flush()


def main():
    start = time.perf_counter()
    from tools.export import export_candidate  # sets the environment before jax
    jax = export_candidate.warm_up()
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
    serve(sys.stdin, sys.stdout, export_candidate.main)
    return 0


if __name__ == "__main__":
    sys.exit(main())
