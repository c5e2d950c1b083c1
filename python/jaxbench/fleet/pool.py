"""The judges: one Judge actor per chip the cluster's resources offer.

Ray decides where each runs (its chip resource) and restarts one whose node
died (max_restarts) on a node with that resource free. This module only
keeps, per judge, what the bridge must know to hand it work: its state, the
one call it has in flight, and who it is (hello()). A judge is

  starting    created or restarted; its hello() is in flight (it may wait for a node)
  idle        ready for one request
  busy        one call in flight: a request, or the health check (serve's status)
  refused     its node's binary is missing or of another version: it keeps the
              chip resource, so Ray puts no other judge there, and judges nothing
"""

import sys
import time

import ray
from ray.exceptions import ActorUnavailableError, RayActorError

from . import kinds
from .judge import Judge

REFRESH_S = 2.0  # how often the cluster's resources are read for new judges
HEALTH_EVERY_S = 30.0  # an idle judge's status is checked this often
HEALTH_TIMEOUT_S = 30.0


_STARTED = time.monotonic()


def log(line):
    """One line on stderr, stamped with the seconds since the bridge started."""
    print(f"fleet: [{time.monotonic() - _STARTED:7.1f} s] {line}", file=sys.stderr, flush=True)


class Slot:
    """One judge: its actor, its state and its one call in flight."""

    def __init__(self, name, kind, actor):
        self.name = name
        self.kind = kind
        self.actor = actor
        self.state = "starting"
        self.info = {}
        self.ref = None  # the ObjectRef of its call in flight
        self.purpose = None  # "hello", "health" or "request"
        self.request = None  # the dispatch.Request being judged
        self.deadline = None  # monotonic seconds, for a busy judge
        self.last_check = time.monotonic()
        self.judged = 0
        self.failures = 0
        self.starts = 0  # hello()s answered: more than one is a restarted actor

    def start_call(self, ref, purpose, deadline=None, request=None):
        self.ref, self.purpose, self.deadline, self.request = ref, purpose, deadline, request
        self.state = "starting" if purpose == "hello" else "busy"

    def where(self):
        node = self.info.get("node_id", "")
        return f"judge {self.name}" + (f" on {self.info.get('node_ip')} (node {node[:8]})" if node else "")

    def summary(self):
        keys = ("node_ip", "node_id", "host", "serve_pid", "version", "refused")
        return dict({"worker": self.name, "kind": self.kind, "state": self.state, "judged": self.judged,
                     "failures": self.failures, "starts": self.starts}, **{key: self.info.get(key) for key in keys})


class Pool:
    """The judges of every kind, grown to what the cluster's resources hold."""

    def __init__(self, expected_version, driver_binary=None, serve_args=(), max_restarts=3):
        self._expected_version = expected_version
        self._driver_binary = driver_binary
        self._serve_args = list(serve_args)
        self._max_restarts = max_restarts
        self._actor_class = ray.remote(Judge)
        self.slots = []
        self._created = {}  # kind -> how many judges of it were ever made (names stay unique)
        self._refreshed = 0.0
        self._refusals_logged = set()

    def refresh(self, now):
        """Adds a judge for every chip the cluster offers beyond those it has (a node that joined)."""
        if now - self._refreshed < REFRESH_S:
            return
        self._refreshed = now
        for kind, count in kinds.judges_per_kind(ray.cluster_resources()).items():
            while sum(1 for slot in self.slots if slot.kind == kind) < count:
                self._create(kind)

    def _create(self, kind):
        index = self._created.get(kind, 0)
        self._created[kind] = index + 1
        options = dict(kinds.actor_options(kind), max_restarts=self._max_restarts, max_task_retries=0)
        actor = self._actor_class.options(**options).remote(f"{kind}-{index}", kind, self._expected_version,
                                                             self._driver_binary, self._serve_args)
        slot = Slot(f"{kind}-{index}", kind, actor)
        slot.start_call(actor.hello.remote(), "hello")
        self.slots.append(slot)

    def in_flight(self):
        return {slot.ref: slot for slot in self.slots if slot.ref is not None}

    def idle(self, kind):
        return [slot for slot in self.slots if slot.kind == kind and slot.state == "idle"]

    def kinds_present(self):
        return sorted({slot.kind for slot in self.slots})

    def finish_hello(self, slot, ref):
        """A judge answered hello() (ready or refused), or failed to start: restarting, or gone for good."""
        slot.ref = slot.purpose = None
        try:
            slot.info = ray.get(ref)
        except ActorUnavailableError:
            slot.start_call(slot.actor.hello.remote(), "hello")  # its node is being replaced: ask again
            return
        except (RayActorError, ray.exceptions.RayTaskError) as error:
            log(f"{slot.where()} is gone ({_first_line(error)}); a new judge takes its chip if one is free")
            self.slots.remove(slot)
            return
        slot.last_check = time.monotonic()
        slot.starts += 1
        if slot.info.get("refused"):
            slot.state = "refused"
            if slot.info["refused"] not in self._refusals_logged:
                self._refusals_logged.add(slot.info["refused"])
                log(slot.info["refused"])
            return
        slot.state = "idle"
        log(f"{slot.where()} ready: jaxbench {slot.info.get('version')}, serve pid {slot.info.get('serve_pid')}"
            + (" (restarted)" if slot.starts > 1 else ""))

    def restart(self, slot, why):
        """Kills the judge's actor so that Ray restarts it (max_restarts), and waits for its hello()."""
        slot.failures += 1
        log(f"{slot.where()} is restarted: {why}")
        try:
            ray.kill(slot.actor, no_restart=False)
        except (RayActorError, ValueError):
            pass
        slot.start_call(slot.actor.hello.remote(), "hello")

    def recover(self, slot, why):
        """The judge's call failed with its actor (its node died): Ray restarts it; wait for its hello()."""
        slot.failures += 1
        log(f"{slot.where()} lost: {why}; Ray restarts it where its chip resource is free")
        slot.start_call(slot.actor.hello.remote(), "hello")

    def health_checks_due(self, now):
        """Idle judges whose status was last checked HEALTH_EVERY_S ago: each gets serve's status call."""
        for slot in self.slots:
            if slot.state == "idle" and now - slot.last_check >= HEALTH_EVERY_S:
                slot.start_call(slot.actor.status.remote(), "health", deadline=now + HEALTH_TIMEOUT_S)

    def finish_health(self, slot, ref):
        slot.ref = slot.purpose = slot.deadline = None
        try:
            ray.get(ref)
        except Exception as error:  # noqa: BLE001 - any failure of the check restarts the judge
            self.restart(slot, f"its health check failed: {_first_line(error)}")
            return
        slot.state = "idle"
        slot.last_check = time.monotonic()

    def shutdown(self):
        for slot in self.slots:
            try:
                ray.kill(slot.actor, no_restart=True)
            except (RayActorError, ValueError):
                pass
        self.slots = []


def _first_line(error):
    text = str(error).strip().splitlines()
    return f"{type(error).__name__}: {text[0] if text else ''}"[:300]
