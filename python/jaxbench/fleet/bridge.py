"""The bridge: serve's JSON-lines protocol on stdin/stdout, answered by the fleet.

A request line is serve's, `{"id", "method", "params"}`, plus an optional
`"fleet": {"kind": "cpu"|"tpu"|"cuda", "timeout_s": S, "wait_s": S}` (the
chip kind it needs, the most seconds one judge may take, the most seconds
it may wait for a judge of that kind to exist). Every method but `status`
goes to a judge; `status` is the fleet's own: its judges, where they run and
what they did. Answers come in the order they finish, each with the id it
answers and, beside serve's result, `"fleet"`: the worker, node and
attempts that produced it. The caller orders them (the C++ loop records in
plan order). EOF on stdin: the requests in flight are finished, then the
bridge exits 0.

A candidate travels as its source: a `candidate_path` is read here, on the
driver, and sent as `candidate_source`, because nodes share no files.
"""

import json
import os
import queue
import sys
import threading
import time

from . import kinds
from .dispatch import DEFAULT_TIMEOUT_S, DEFAULT_WAIT_S, Dispatcher, Request

_ENVELOPE_NUMBERS = ("timeout_s", "wait_s")


class BadLine(Exception):
    def __init__(self, request_id, code, message):
        super().__init__(message)
        self.request_id, self.code, self.message = request_id, code, message


def claim_stdout():
    """The protocol's own stream; fd 1 then points at stderr, so no library's print reaches the protocol."""
    out = os.fdopen(os.dup(1), "w", buffering=1, encoding="utf-8")
    os.dup2(2, 1)
    return out


def read_request(raw, defaults, in_flight):
    """A Request from one line, or the bridge's own status (None); raises BadLine."""
    try:
        message = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise BadLine(None, "parse_error", f"the line is not JSON: {error}") from None
    if not isinstance(message, dict) or not isinstance(message.get("method"), str):
        raise BadLine(message.get("id") if isinstance(message, dict) else None, "invalid_request",
                      'a request is an object {"id", "method", "params"} with method a string')
    request_id = message.get("id")
    key = json.dumps(request_id)
    if key in in_flight:
        raise BadLine(request_id, "invalid_request", f"id {key} is already in flight: give each request its own id")
    envelope = message.get("fleet", {})
    if not isinstance(envelope, dict) or set(envelope) - {"kind", *_ENVELOPE_NUMBERS}:
        raise BadLine(request_id, "invalid_request", "fleet must be an object with kind, timeout_s and wait_s only")
    kind = envelope.get("kind")
    if kind is not None and kind not in kinds.kinds():
        raise BadLine(request_id, "invalid_request", f"fleet.kind must be one of {kinds.kinds()}, got {kind!r}")
    numbers = dict(defaults)
    for name in _ENVELOPE_NUMBERS:
        value = envelope.get(name, numbers[name])
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
            raise BadLine(request_id, "invalid_request", f"fleet.{name} must be a number of seconds above 0")
        numbers[name] = float(value)
    if message["method"] == "status" and not envelope:
        return None
    message["params"] = inline_candidate(request_id, message.get("params", {}), message["method"])
    return Request(message, kind, numbers["timeout_s"], numbers["wait_s"])


def inline_candidate(request_id, params, method):
    """params with a candidate_path replaced by its source (nodes share no files)."""
    if not isinstance(params, dict) or "candidate_path" not in params or "candidate_source" in params:
        return params
    path = params["candidate_path"]
    try:
        with open(path, encoding="utf-8") as source:
            text = source.read()
    except (OSError, TypeError, UnicodeDecodeError) as error:
        raise BadLine(request_id, "invalid_params", f"params.candidate_path of {method}: cannot read {path!r} on "
                      f"the driver ({error}); nodes share no files, so the bridge sends its source") from None
    inlined = {key: value for key, value in params.items() if key != "candidate_path"}
    inlined["candidate_source"] = text
    inlined.setdefault("candidate_kind", "mlir" if str(path).endswith((".mlir", ".mlirbc")) else "py")
    return inlined


def fleet_status(pool, dispatcher, joined, started):
    judges = [slot.summary() for slot in pool.slots]
    return {"fleet": {"cluster": joined, "uptime_s": round(time.monotonic() - started, 3),
                      "judges": judges, "refused": [judge["refused"] for judge in judges if judge["refused"]],
                      "waiting": dispatcher.waiting(), "answered": dispatcher.answered}}


def serve_lines(pool, joined, defaults, max_attempts, out, stdin=None):
    """Reads requests until EOF, answering each once; returns when the last in flight is answered."""
    lines = queue.Queue()
    stdin = stdin or sys.stdin.buffer

    def read():
        for raw in stdin:
            lines.put(raw)
        lines.put(None)

    threading.Thread(target=read, name="fleet-stdin", daemon=True).start()
    in_flight = set()

    def write(message):
        out.write(json.dumps(message, separators=(",", ":")) + "\n")
        out.flush()

    def emit(message):  # the one answer to a request that was in flight
        in_flight.discard(json.dumps(message.get("id")))
        write(message)

    dispatcher = Dispatcher(pool, emit, max_attempts=max_attempts)
    started, eof = time.monotonic(), False
    while not eof or dispatcher.busy():
        while True:
            try:
                raw = lines.get_nowait()
            except queue.Empty:
                break
            if raw is None:
                eof = True
                break
            _take(raw, defaults, in_flight, dispatcher, write, lambda: fleet_status(pool, dispatcher, joined, started))
        dispatcher.step(0.05 if dispatcher.busy() else 0.2)


def _take(raw, defaults, in_flight, dispatcher, write, status):
    if not raw.strip():
        return
    try:
        request = read_request(raw.rstrip(b"\n"), defaults, in_flight)
    except BadLine as bad:
        write({"id": bad.request_id, "error": {"code": bad.code, "message": bad.message}})
        return
    if request is None:
        write({"id": json.loads(raw).get("id"), "result": status()})
        return
    in_flight.add(json.dumps(request.id))
    dispatcher.submit(request)


DEFAULTS = {"timeout_s": DEFAULT_TIMEOUT_S, "wait_s": DEFAULT_WAIT_S}
