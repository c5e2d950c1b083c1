"""The exceptions of the Python client.

A candidate that fails is never an exception: JAXBench returns its verdict
dict with a status other than "correct", and so do we. These are for the
cases where no verdict exists: the judge refused the request itself, the
judge's process is gone, or there is no judge binary to start.
"""


class JudgeError(Exception):
    """`jaxbench serve` answered an error instead of a result.

    `code` is serve's spelling (invalid_params, unknown_method,
    method_failed, parse_error, invalid_request), or one of ours for a server
    that could not be reached (serve_exited, protocol_error). `message` is
    the one line that names the field and the fix.
    """

    def __init__(self, code, message):
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


class ServeExited(JudgeError):
    """The serve process ended while (or before) answering; the next call starts a fresh one."""

    def __init__(self, message):
        super().__init__("serve_exited", message)


class BinaryNotFound(FileNotFoundError):
    """No `jaxbench` binary to start: neither $JAXBENCH_BIN nor one on PATH."""
