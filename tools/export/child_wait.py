"""How the warm exporter's zygote waits for one child: its deadline, and the
bounds it watches (the child's dir against disk_bytes, the sandbox's tasks
against max_tasks); past either it kills the child's group."""
import os
import re
import select
import signal
import time
import types

POLL_SECONDS = 0.01
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


def _said_done(done_fd):
    """The exit code the child wrote on `done_fd` ("N\n", its files written),
    or None: it closed it, or wrote anything else (then it is waited for)."""
    try:
        data = os.read(done_fd, 16)
    except OSError:
        return None
    found = re.fullmatch(rb"([0-9]{1,3})\n", data)
    return int(found.group(1)) if found and int(found.group(1)) < 256 else None


def _proc_usage(pid):
    """Its CPU (with its reaped children's) and peak RSS as the kernel shows them, unreaped."""
    cpu, peak_kib = 0.0, 0
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        cpu = sum(int(x) for x in fields[11:15]) / os.sysconf("SC_CLK_TCK")  # utime stime cutime cstime
        with open(f"/proc/{pid}/status") as f:
            peak_kib = next((int(line.split()[1]) for line in f if line.startswith("VmHWM:")), 0)
    except (OSError, ValueError, IndexError):
        pass
    return types.SimpleNamespace(ru_utime=cpu, ru_stime=0.0, ru_maxrss=peak_kib)


def _done_early(pid, code):
    """The child said it is done: its usage read, its group killed, left for reap()."""
    usage = _proc_usage(pid)
    _kill_group(pid)
    return code << 8, usage  # the wait status of an exit with `code`


def reap(pids):
    """Waits for the children wait() left unreaped (killed already)."""
    while pids:
        try:
            os.waitpid(pids.pop(), 0)
        except ChildProcessError:
            pass


def wait(pid, timeout, out_dir=None, limits=None, done_fd=None):
    """(wait status, rusage, timed out, limit hit, reaped); kills the child's
    group at the deadline or past a bound. With `done_fd`, a child that
    writes its exit code there once its files are written is answered for
    then: its group killed, its usage read from /proc, and its exit and
    reaping (10-40 ms for a child of a zygote holding JAX) left to the caller
    (reap()), off the reply's path. The child could exit with any code, and
    write any files, anyway: what it writes there earns it nothing more."""
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
            continue
        ready = select.select([pidfd] + ([done_fd] if done_fd is not None else []), [], [], wait)[0]
        if done_fd in ready:
            code = _said_done(done_fd)
            if code is not None:
                os.close(pidfd)
                return _done_early(pid, code) + (False, limit_hit, False)
            done_fd = None  # closed, or not an exit code: its exit is waited for
    if pidfd is not None:
        os.close(pidfd)
    try:
        os.killpg(pid, signal.SIGKILL)  # anything it left in its group
    except OSError:
        pass
    return status, usage, timed_out, limit_hit, True
