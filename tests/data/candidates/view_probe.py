# A hostile candidate: at import time it reads every path in PATHS and every
# process's command line and environment through /proc, then raises with
# what it saw, so the verdict's message carries anything that leaked.
import os

PATHS = []  # the test writes the paths to try here


def _read(path):
    try:
        with open(path, "rb") as f:
            return f.read(200).decode("utf-8", "replace")
    except OSError as e:
        return "absent:" + type(e).__name__


def _processes():
    try:
        pids = [p for p in os.listdir("/proc") if p.isdigit()]
    except OSError as e:
        return "noproc:" + type(e).__name__, ""
    seen = []
    for pid in pids:
        for what in ("cmdline", "environ"):
            text = _read(f"/proc/{pid}/{what}")
            if not text.startswith("absent:"):
                seen.append(text.replace("\0", " "))
    return str(len(pids)), " | ".join(seen)


count, seen = _processes()
files = " ; ".join(f"{p}={_read(p)}" for p in PATHS)
raise RuntimeError(f"probe files: {files} ; processes={count} ; seen: {seen}")
