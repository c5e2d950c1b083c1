"""What each translation unit costs to compile: CPU seconds (user + system of
the compiler, from wait4's rusage), one TU at a time, no ccache (the commands
of compile_commands.json run as they are, object files to a temp folder).

  .venv/bin/python -m bench.build_times [--build build] [--only REGEX] [--json] [--top 10]

CPU time, not wall time: on a shared, loaded host the wall time of a compile
says more about the neighbours than about the code, while its CPU time moves
little with the load. Per target, the sum of its TUs (the link is not timed).
Configure the build folder first (cmake -S . -B BUILD) so compile_commands.json
holds the flags of the tree to measure.
"""
import argparse
import json
import os
import pathlib
import re
import shlex
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]


def target_of(arguments):
    out = arguments[arguments.index("-o") + 1]
    match = re.search(r"CMakeFiles/([^/]+)\.dir/", out)
    return match.group(1) if match else "?"


def cpu_seconds(arguments, directory, scratch):
    arguments = list(arguments)
    arguments[arguments.index("-o") + 1] = str(scratch / "tu.o")
    process = subprocess.Popen(arguments, cwd=directory, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    if status != 0:
        raise SystemExit(f"build_times.py: compiling failed: {shlex.join(arguments)[:300]}")
    return usage.ru_utime + usage.ru_stime


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default="build", help="a configured build folder")
    ap.add_argument("--only", default="", help="measure the TUs whose path matches this regex")
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    commands = json.loads((pathlib.Path(args.build) / "compile_commands.json").read_text())
    rows = []
    with tempfile.TemporaryDirectory(prefix="jaxbench-build-times-") as scratch:
        for entry in commands:
            source = os.path.relpath(entry["file"], ROOT)
            if args.only and not re.search(args.only, source):
                continue
            arguments = entry.get("arguments") or shlex.split(entry["command"])
            seconds = cpu_seconds(arguments, entry["directory"], pathlib.Path(scratch))
            rows.append({"tu": source, "target": target_of(arguments), "cpu_s": round(seconds, 2)})
            print(f"{seconds:6.2f} s  {source}", file=sys.stderr, flush=True)
    targets = {}
    for row in rows:
        targets[row["target"]] = targets.get(row["target"], 0) + row["cpu_s"]
    result = {"tus": len(rows), "total_cpu_s": round(sum(r["cpu_s"] for r in rows), 1),
              "targets": {t: round(s, 1) for t, s in sorted(targets.items(), key=lambda kv: -kv[1])},
              "top": sorted(rows, key=lambda r: -r["cpu_s"])[: args.top], "rows": rows}
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"{result['tus']} TUs, {result['total_cpu_s']} CPU s\n\n| target | CPU s |\n|---|---|")
    for target, seconds in result["targets"].items():
        print(f"| {target} | {seconds} |")
    print("\n| translation unit | CPU s |\n|---|---|")
    for row in result["top"]:
        print(f"| {row['tu']} | {row['cpu_s']} |")


if __name__ == "__main__":
    main()
