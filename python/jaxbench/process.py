"""Finding, starting and stopping one `jaxbench serve` process.

Kept apart from the request logic (client.py) so that the one thing that
knows about pids, pipes and signals is small enough to read at once.
"""

import os
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile

from .errors import BinaryNotFound


def find_binary(binary=None):
    """The judge binary: the explicit one, else $JAXBENCH_BIN, else `jaxbench` on PATH.

    Raises BinaryNotFound with one line naming both fixes, because that is
    the first thing a new user of `pip install ./python` runs into.
    """
    candidate = binary or os.environ.get("JAXBENCH_BIN")
    if candidate:
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
        where = "the binary" if binary else "$JAXBENCH_BIN"
        raise BinaryNotFound(f"{where} is {candidate}, which is not an executable file: "
                             "point JAXBENCH_BIN at build/jaxbench (./setup.sh builds it)")
    found = shutil.which("jaxbench")
    if found:
        return found
    raise BinaryNotFound("no jaxbench binary: set JAXBENCH_BIN=/path/to/jaxbench/build/jaxbench "
                         "or put the folder holding jaxbench on PATH (./setup.sh builds it)")


def serve_args_from_env():
    """Extra `serve` flags from $JAXBENCH_SERVE_ARGS (e.g. "--no-store" or "--db FILE"), split like a shell."""
    return shlex.split(os.environ.get("JAXBENCH_SERVE_ARGS", ""))


class ServeProcess:
    """One running `jaxbench serve`: its pipes, and its stderr kept in a temp file.

    Serve logs to stderr; we keep that log out of the caller's terminal (a
    JAXBench script prints its own output) but quote its tail when the
    process dies, which is when somebody needs it.
    """

    def __init__(self, binary, args, die_with_parent=False):
        """die_with_parent: the server gets SIGKILL when this process ends, however it ends.

        A fleet's judge actor asks for it: Ray kills a hung actor with
        SIGKILL, and the server it started must not outlive it, even stopped.
        """
        self.command = [binary, "serve", *args]
        self.log = tempfile.TemporaryFile(prefix="jaxbench-serve-", suffix=".log")
        self.popen = subprocess.Popen(self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=self.log, close_fds=True,
                                      preexec_fn=_parent_death_signal() if die_with_parent else None)

    @property
    def pid(self):
        return self.popen.pid

    def alive(self):
        return self.popen.poll() is None

    def send(self, line):
        """Writes one request line; False when the server is no longer reading."""
        try:
            self.popen.stdin.write(line.encode("utf-8") + b"\n")
            self.popen.stdin.flush()
            return True
        except (BrokenPipeError, ValueError, OSError):
            return False

    def receive(self):
        """One response line (bytes), or b"" when the server closed its stdout."""
        return self.popen.stdout.readline()

    def exit_description(self):
        """How it ended, for an error message: 'exit code 3' or 'signal 9', plus its last log lines."""
        try:
            # Its stdout closes a moment before it can be reaped.
            code = self.popen.wait(timeout=5)
        except subprocess.TimeoutExpired:
            code = None
        if code is None:
            how = "still running"
        elif code < 0:
            how = f"signal {-code}"
        else:
            how = f"exit code {code}"
        tail = self.log_tail()
        return f"{how}; its last log lines: {tail}" if tail else how

    def log_tail(self, limit=400):
        try:
            self.log.seek(0)
            text = self.log.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""
        return " | ".join(text[-limit:].splitlines())

    def close(self, timeout=30):
        """Ends its input (serve exits 0 at EOF); kills it if it does not end within `timeout`."""
        try:
            if self.popen.stdin and not self.popen.stdin.closed:
                self.popen.stdin.close()
        except OSError:
            pass
        try:
            self.popen.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.popen.kill()
            self.popen.wait()
        for stream in (self.popen.stdout, self.log):
            try:
                stream.close()
            except OSError:
                pass
        return self.popen.returncode


def _parent_death_signal():
    """A preexec_fn asking Linux for SIGKILL when the parent ends (prctl PR_SET_PDEATHSIG); None elsewhere.

    prctl is looked up here, before the fork, so the child only makes the call.
    """
    if not sys.platform.startswith("linux"):
        return None
    import ctypes
    prctl = ctypes.CDLL(None, use_errno=True).prctl
    parent = os.getpid()

    def arm():
        prctl(1, signal.SIGKILL, 0, 0, 0)  # 1: PR_SET_PDEATHSIG
        if os.getppid() != parent:  # the parent ended before the call
            os._exit(1)

    return arm
