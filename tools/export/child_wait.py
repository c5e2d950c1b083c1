"""How the warm exporter's zygote waits for one child: its deadline, and the
bounds it watches (the child's dir against disk_bytes, the sandbox's tasks
against max_tasks); past either it kills the child's group."""
import os
import select
import signal
import time

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


def wait(pid, timeout, out_dir=None, limits=None):
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
