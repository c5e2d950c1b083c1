"""Requests onto judges: each to an idle judge of its chip kind, one at a time per judge.

A request waits (in arrival order) until a judge of its kind is idle, and is
answered once, whatever happens to the judges meanwhile:

- its judge's actor fails (its node died): Ray restarts the actor where the
  chip resource is free, and the request goes to the next idle judge;
- its judge does not answer within the request's deadline (hung): the actor
  is killed and restarted by Ray, and the request goes elsewhere;
- it failed `max_attempts` times, or no judge of its kind can take it: an
  error response that says so.

A late answer from a judge that was given up on is never read (its call is
forgotten when it is killed), so each id gets exactly one response.
"""

import json
import time
from collections import deque

import ray
from ray.exceptions import RayActorError

from .pool import HEALTH_TIMEOUT_S, _first_line, log

DEFAULT_TIMEOUT_S = 900.0  # for a request with no fleet.timeout_s; jaxbench's own callers send the request's deadline (jobs/request_deadlines.h)
DEFAULT_WAIT_S = 600.0  # how long a request may wait for a judge of its kind to exist


class Request:
    def __init__(self, message, kind, timeout_s, wait_s):
        self.id = message.get("id")
        self.line = json.dumps({"id": self.id, "method": message.get("method"),
                                "params": message.get("params", {})})
        self.kind = kind  # None: the fleet's only kind
        self.timeout_s = timeout_s
        self.wait_s = wait_s
        self.arrived = time.monotonic()
        self.attempts = 0
        self.failures = []


class Dispatcher:
    def __init__(self, pool, emit, max_attempts=3):
        self._pool = pool
        self._emit = emit  # writes one response message (a dict)
        self._max_attempts = max_attempts
        self._waiting = deque()
        self.answered = 0

    def submit(self, request):
        self._waiting.append(request)

    def busy(self):
        return bool(self._waiting) or any(slot.purpose == "request" for slot in self._pool.slots)

    def waiting(self):
        return len(self._waiting)

    def step(self, wait_s):
        """One round: new judges, assignments, finished calls, deadlines; waits at most wait_s for a call."""
        now = time.monotonic()
        self._pool.refresh(now)
        self._assign(now)
        self._pool.health_checks_due(now)
        refs = self._pool.in_flight()
        if not refs:
            time.sleep(wait_s)
            return
        ready, _ = ray.wait(list(refs), num_returns=len(refs), timeout=wait_s)
        for ref in ready:
            self._finish(refs[ref], ref)
        self._expire(time.monotonic())

    def _assign(self, now):
        still = deque()
        while self._waiting:
            request = self._waiting.popleft()
            kind, refusal = self._kind_for(request)
            if refusal is not None:
                if now - request.arrived >= request.wait_s or refusal.startswith("!"):
                    self._error(request, "fleet_unavailable", refusal.lstrip("!"))
                else:
                    still.append(request)
                continue
            idle = self._pool.idle(kind)
            if not idle:
                still.append(request)
                continue
            slot = idle[0]
            request.attempts += 1
            slot.start_call(slot.actor.call.remote(request.line), "request", deadline=now + request.timeout_s,
                            request=request)
        self._waiting = still

    def _kind_for(self, request):
        """(kind, None), or (None, why not yet); a why starting with "!" will not change by waiting."""
        present = self._pool.kinds_present()
        kind = request.kind
        if kind is None:
            if len(present) > 1:
                return None, (f"!the fleet has judges of kinds {', '.join(present)}: name one in the "
                              "request's fleet.kind")
            if not present:
                return None, f"no judge in the fleet after {request.wait_s:.0f} s (does any node offer a chip?)"
            kind = present[0]
        slots = [slot for slot in self._pool.slots if slot.kind == kind]
        if slots and all(slot.state == "refused" for slot in slots):
            return None, f"!every {kind} judge was refused: {slots[0].info.get('refused')}"
        if not slots:
            return None, f"no {kind} judge in the fleet after {request.wait_s:.0f} s (no node offers that chip)"
        return kind, None

    def _finish(self, slot, ref):
        if slot.purpose == "hello":
            self._pool.finish_hello(slot, ref)
            return
        if slot.purpose == "health":
            self._pool.finish_health(slot, ref)
            return
        request = slot.request
        slot.ref = slot.purpose = slot.request = slot.deadline = None
        try:
            reply = ray.get(ref)
        except (RayActorError, ray.exceptions.RayTaskError) as error:
            self._pool.recover(slot, f"{_first_line(error)} during request {request.id!r}")
            self._retry(request, f"{slot.name}: {_first_line(error)}")
            return
        slot.state = "idle"
        slot.judged += 1
        slot.last_check = time.monotonic()
        self._answer(request, reply, slot)

    def _expire(self, now):
        for slot in list(self._pool.slots):
            if slot.deadline is None or now < slot.deadline:
                continue
            request = slot.request
            what = f"request {request.id!r}" if request else "its health check"
            seconds = request.timeout_s if request else HEALTH_TIMEOUT_S
            slot.ref = slot.request = slot.deadline = None  # its answer, if it ever comes, is not read
            self._pool.restart(slot, f"no answer to {what} within {seconds:g} s (hung)")
            if request is not None:
                self._retry(request, f"{slot.name}: no answer within {request.timeout_s} s")

    def _retry(self, request, failure):
        request.failures.append(failure)
        if request.attempts >= self._max_attempts:
            self._error(request, "fleet_failed",
                        f"request {request.id!r} failed on {request.attempts} judges: {'; '.join(request.failures)}")
            return
        log(f"request {request.id!r} goes to another judge (attempt {request.attempts + 1})")
        self._waiting.appendleft(request)

    def _answer(self, request, reply, slot):
        try:
            message = json.loads(reply)
        except ValueError:
            self._error(request, "protocol_error", f"{slot.where()} answered a line that is not JSON: {reply[:200]!r}")
            return
        message["fleet"] = dict(slot.summary(), attempts=request.attempts)
        del message["fleet"]["state"]
        self._emit(message)
        self.answered += 1

    def _error(self, request, code, text):
        self._emit({"id": request.id, "error": {"code": code, "message": text}})
        self.answered += 1

