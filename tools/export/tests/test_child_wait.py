"""How the warm exporter's zygote waits for a child (issue #31): a child that
says on its done pipe that its files are written is answered for then, its
group killed and its exit reaped later, off the reply's path; one that writes
anything else there, or closes it, is waited for to its exit as before. No
JAX: plain forks, and zygote.handle with a stand-in for the export.

Run with `python tools/export/tests/test_child_wait.py` (from the repository root).
"""
import json
import os
import signal
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[3]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.export import child_wait, zygote  # noqa: E402


def _fork(body):
    """A child in its own group running body(done write end); its done read end."""
    done_r, done_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(done_r)
            os.setsid()
            body(done_w)
        finally:
            os._exit(99)
    os.close(done_w)
    return pid, done_r


def test_a_child_that_says_it_is_done_is_answered_for_then_killed():
    def body(done):
        os.write(done, b"3\n")
        time.sleep(30)
        os._exit(0)
    pid, done = _fork(body)
    start = time.monotonic()
    status, usage, timed_out, limit_hit, reaped = child_wait.wait(pid, 20, done_fd=done)
    os.close(done)
    assert time.monotonic() - start < 5
    assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 3, status
    assert not reaped and not timed_out and limit_hit is None
    assert usage.ru_maxrss > 0, "its peak RSS, read from /proc before the kill"
    _, real = os.waitpid(pid, 0)
    assert os.WIFSIGNALED(real) and os.WTERMSIG(real) == signal.SIGKILL, real


def test_anything_else_on_the_done_pipe_waits_for_the_exit():
    for said in (b"zero\n", b"0", b"999\n", b"-1\n", b"0\n1\n", b""):
        def body(done, said=said):
            if said:
                os.write(done, said)
            os.close(done)
            time.sleep(0.3)
            os._exit(7)
        pid, done = _fork(body)
        start = time.monotonic()
        status, _, timed_out, _, reaped = child_wait.wait(pid, 20, done_fd=done)
        os.close(done)
        assert reaped and not timed_out, said
        assert os.WIFEXITED(status) and os.WEXITSTATUS(status) == 7, (said, status)
        assert time.monotonic() - start >= 0.25, said


def test_a_child_that_never_says_it_is_done_still_times_out():
    pid, done = _fork(lambda done: time.sleep(30))
    status, _, timed_out, _, reaped = child_wait.wait(pid, 0.5, done_fd=done)
    os.close(done)
    assert timed_out and reaped and os.WIFSIGNALED(status), status


def _stand_in_export(argv):
    Path("out.mlir").write_text("module {}\n")
    print(json.dumps({"status": "ok", "argv": argv[:2]}))
    return 0


def test_the_zygote_replies_before_the_child_exits():
    zygote.DONE_KILL_WAIT_SECONDS = 60  # the child would linger a minute, were it not killed
    with tempfile.TemporaryDirectory() as out_dir:
        req = {"candidate": "c.py", "manifest": "m.json", "out_dir": out_dir, "platform": "cpu",
               "limits": {"timeout_seconds": 30}}
        start = time.monotonic()
        reply = zygote.handle(req, _stand_in_export)
        assert time.monotonic() - start < 10
        assert reply["exit_code"] == 0 and reply["signal"] is None and not reply["timed_out"], reply
        assert len(zygote._unreaped) == 1, "killed at its reply, reaped at the next request"
        pid = zygote._unreaped[0]
        child_wait.reap(zygote._unreaped)
        assert not zygote._unreaped
        try:
            os.kill(pid, 0)
            raise AssertionError(f"child {pid} still exists")
        except ProcessLookupError:
            pass
        assert json.loads(Path(out_dir, "stdout").read_text())["status"] == "ok"
        assert Path(out_dir, "out.mlir").read_text() == "module {}\n"


if __name__ == "__main__":
    for name, fn in list(globals().items()):
        if name.startswith("test_"):
            fn()
            print("ok", name)
