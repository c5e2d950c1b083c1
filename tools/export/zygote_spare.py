"""The warm exporter's next child, forked and made ready before its request.

A child forked at the request pays the fork of a process holding JAX, the
CPU backend's start (plugin discovery, client, threads) and the first
trace of every jnp function the candidate calls: 30-40 ms of a 45 ms export
of a small candidate (docs/bench/cpu.md, 1d). A spare pays them while the
judge compiles and checks the previous candidate: the zygote forks it once
a reply is out; it starts the backend and, if no request waits yet, exports
the last request's workload reference (the suite's own, trusted code, at
its public shape), then blocks on its own pipe. Taking the request, it
reports the CPU it used before (not the request's), then runs it exactly
as a child forked then would (zygote.run_request: the same dir, limits and
descriptors); candidate code never runs before that.

What the spare holds comes from the zygote and the suite, never from an
earlier candidate: it is forked from the zygote after the previous child
ended, and used once. A spare that died, or takes no request within
READY_WAIT_SECONDS, is discarded, and the request gets a child forked then.
"""
import json
import os
import resource
import select
import signal
import sys

READY_WAIT_SECONDS = 10  # a spare that takes no request this long is stuck: a fresh fork is quicker


def warm_key(req):
    """What a spare exports to warm up for requests like `req` (a candidate's
    export), or None (the held-out tool's requests name no manifest)."""
    if req.get("tool") or not req.get("manifest"):
        return None
    return {"manifest": req["manifest"], "platform": req["platform"], "device_kind": req.get("device_kind", "")}


def _export_reference(warm, waiting):
    """The workload's reference exported as a candidate is, discarded: every
    jnp function it traces is then cached for a candidate of the same workload.
    Stage by stage (load, trace, lower, normalise), given up at the first
    boundary where `waiting()`: a request then waits for one stage at most."""
    import contextlib
    from pathlib import Path
    from tools.export import export_candidate, loading, stablehlo
    manifest = Path(warm["manifest"]).resolve()
    path, modules = list(sys.path), set(sys.modules)
    try:
        module = loading.load(manifest.parents[2], manifest.parents[1].name)
        _, specs = export_candidate.load_specs(str(manifest))
        if waiting():
            return
        kind = warm["device_kind"]
        # What export_candidate.export does for a candidate, less its findings.
        ctx, allow, _ = export_candidate.platform_context(
            warm["platform"], kind or export_candidate.DEFAULT_GPU_KIND, kind or export_candidate.DEFAULT_TPU_KIND)
        with ctx, contextlib.redirect_stdout(sys.stderr):
            stablehlo.export_program(module.workload, specs, (warm["platform"],), "candidate",
                                     allow_custom_calls=allow, stop=waiting)
    except stablehlo.Stopped:
        pass
    finally:  # a candidate sees the sys.path and modules a fresh child sees
        sys.path[:] = path
        for name in set(sys.modules) - modules:
            if name.startswith("jaxbench_workload_"):
                del sys.modules[name]


def _start_backend():
    from tools.export import export_candidate, jaxcfg
    jaxcfg.pin()
    import jax
    jax.devices()  # the CPU backend: its client and threads
    export_candidate.parse_args(["--candidate", "-", "--manifest", "-", "--platform", "cpu", "--out", "-"])


def _read_request(fd):
    data = b""
    while not data.endswith(b"\n"):
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return None
        data += chunk
    return json.loads(data)


def _spare_main(requests, report, done, warm, child):
    """In the spare: never returns."""
    try:
        child.detach()
        null = os.open(os.devnull, os.O_RDWR)
        for fd in (0, 1, 2):  # never the zygote's pipes, not even before the request
            os.dup2(null, fd)
        child.close_all_but({requests, report, done})
        _start_backend()
        # The reference only while no request waits: a request never waits
        # for more than the backend's start or one stage of the reference's
        # export. (Waiting for the judge to idle first measured slower: evals
        # back to back then never get it.)
        def waiting():
            return bool(select.select([requests], [], [], 0)[0])
        if warm and not waiting():
            _export_reference(warm, waiting)
        req = _read_request(requests)
        if req is None:
            os._exit(0)
        usage = resource.getrusage(resource.RUSAGE_SELF)
        os.write(report, json.dumps({"cpu_seconds": usage.ru_utime + usage.ru_stime}).encode() + b"\n")
        os.close(report)
    except BaseException:  # noqa: BLE001 - the zygote then forks the request's child itself
        os._exit(1)
    child.run(req, done)


class Spare:
    def __init__(self, pid, requests, report, done):
        # done: the read end of the pipe on which it says it is done (zygote.run_request)
        self.pid, self.requests, self.report, self.done = pid, requests, report, done
        self.failed = False  # died before it took a request: its warm-up may be what fails

    def _taken_cpu(self):
        """The CPU seconds it had used when it took the request; None if it died or hangs first."""
        data = b""
        while not data.endswith(b"\n"):
            if not select.select([self.report], [], [], READY_WAIT_SECONDS)[0]:
                return None
            chunk = os.read(self.report, 4096)
            if not chunk:
                return None
            data += chunk
        return float(json.loads(data)["cpu_seconds"])

    def hand_over(self, req):
        """The request handed over; the CPU seconds the spare used before it,
        or None (then the spare is gone, and the caller forks a child itself)."""
        try:
            os.write(self.requests, json.dumps(req).encode() + b"\n")
            cpu = self._taken_cpu()
        except (OSError, ValueError, KeyError, TypeError):
            cpu = None
        os.close(self.report)
        os.close(self.requests)
        if cpu is None:
            os.close(self.done)
            self.failed = True
            self._end()
        return cpu  # then the caller closes self.done

    def discard(self):
        os.close(self.report)
        os.close(self.requests)
        os.close(self.done)
        self._end()

    def _end(self):
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except OSError:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except OSError:
                pass
        os.waitpid(self.pid, 0)


def fork_spare(warm, child):
    """`child`: detach(), close_all_but(fds) and run(req, done_fd) (never returns), zygote.py's."""
    sys.stdout.flush()
    sys.stderr.flush()
    requests_r, requests_w = os.pipe()
    report_r, report_w = os.pipe()
    done_r, done_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        _spare_main(requests_r, report_w, done_w, warm, child)
    os.close(requests_r)
    os.close(report_w)
    os.close(done_w)
    return Spare(pid, requests_w, report_r, done_r)


class Spares:
    """The one spare the zygote keeps, warmed for the last candidate's workload."""

    def __init__(self, child):
        self.child, self.warm, self.spare, self.taken = child, None, None, None
        self.refill()

    def take(self, req):
        self.taken, self.spare = self.spare, None
        self.warm = warm_key(req) or self.warm
        return self.taken

    def refill(self):
        if self.taken and self.taken.failed:
            self.warm = None  # the next spare does not try the same warm-up again
        self.taken = None
        if self.spare is None:
            self.spare = fork_spare(self.warm, self.child)

    def close(self):
        if self.spare:
            self.spare.discard()
            self.spare = None
