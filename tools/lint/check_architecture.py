#!/usr/bin/env python3
"""Checks what docs/architecture.md promises about the tree, beyond the layer
rule that cmake/check_layers.cmake holds on every build.

Usage: check_architecture.py [--max-lines N] ROOT
ROOT is a checkout (or a tree shaped like one: src/, tests/). Exit code 1
with one line per breach, each naming the file and the fix:
  - every C++ source and header under src/ and tests/ is at most N lines
    (300): a file one can read at once;
  - report/ includes nothing above ranking/: printers read what the judge,
    the store and the ranking made, and a job's result reaches them as a
    type from below, so a printer never pulls a job in;
  - cli/ includes nothing that records or times (measure/, core/clock.h,
    the store's writers): it turns argv into a request, calls a job and
    prints; the recording and the timing are the jobs' (jobs/command_records.h,
    the loop's loop_run.h).
"""
import argparse
import pathlib
import re
import sys

ABOVE_RANKING = ("jobs", "fleet", "agent", "serve", "loop", "cli")
RECORDS_OR_TIMES = ("measure/", "core/clock.h", "store/records.h", "store/recorder.h", "store/verdict_record.h",
                    "store/loop_records.h", "store/verification.h")
_INCLUDE = re.compile(r'^#include "([^"]+)"', re.M)


def sources(folder):
    return sorted(p for p in folder.rglob("*") if p.suffix in (".h", ".cpp") and p.is_file())


def long_files(root, max_lines):
    for folder in ("src", "tests"):
        for path in sources(root / folder):
            count = path.read_text(errors="replace").count("\n")
            if count > max_lines:
                yield (f"{path.relative_to(root)} has {count} lines, over {max_lines}: "
                       "split it by concept (docs/architecture.md, file size)")


def includes_of(path):
    return _INCLUDE.findall(path.read_text(errors="replace"))


def forbidden_includes(root, layer, forbidden, why):
    for path in sources(root / "src" / layer):
        for header in includes_of(path):
            if any(header == f or header.startswith(f if f.endswith("/") else f + "/") for f in forbidden):
                yield f"{path.relative_to(root)} includes \"{header}\": {why}"


def breaches(root, max_lines):
    yield from long_files(root, max_lines)
    yield from forbidden_includes(root, "report", ABOVE_RANKING,
                                  "report/ links nothing above ranking/ (take the result as a type from below)")
    yield from forbidden_includes(root, "cli", RECORDS_OR_TIMES,
                                  "cli/ neither records nor times (move it into the job it belongs to)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("root", type=pathlib.Path)
    parser.add_argument("--max-lines", type=int, default=300)
    args = parser.parse_args()
    found = list(breaches(args.root, args.max_lines))
    for line in found:
        print(f"error: {line}")
    if found:
        print(f"architecture check: {len(found)} breach(es), listed above")
        return 1
    print("architecture check: ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
