"""Does jaxbench's timer read what JAX reads? (issue #10)

For every suite reference at --size (default small) on the CPU, side by
side in one run, each the median over --repeats alternating repetitions:
  jaxbench   `jaxbench run` (the judge's timer: wall time from launch to the
             PJRT completion event, adaptive sampling, median);
  plugin     JAX timing the very program jaxbench runs (the reference exported
             for the CPU as tools/export writes it, called through jax.export)
             on jaxbench's own CPU plugin, loaded into JAX with register_plugin,
             50 calls (perf_counter around call + block_until_ready);
  exported   the same program, timed the same way on jaxlib's built-in CPU client;
  source     the reference jitted from its Python source on jaxlib's client.
Three ratios multiply to jaxbench / source: jaxbench / plugin is the timer
alone (same program, same client library); plugin / exported is the client
(the PJRT plugin against jaxlib's own); exported / source is the program (an
exported module against a fresh trace). Split by program time, since a fixed
per-call cost shows on short programs only.

  .venv/bin/python -m bench.timer_vs_jax [--repeats 2] [--only ID ...] [--markdown] [--json]
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile

from bench.lib.peer import peer_command

ROOT = pathlib.Path(__file__).resolve().parents[1]
JAXBENCH = ROOT / "build" / "jaxbench"
ENV = dict(os.environ, JAX_PLATFORMS="cpu")


def jaxbench_medians(size, only):
    names = [a for w in only for a in ("--workload", w)] if only else ["--suite", "all"]
    with tempfile.TemporaryDirectory() as out:
        run = subprocess.run([str(JAXBENCH), "run", "--size", size, "--json", "--no-store", "--out", out] + names,
                             capture_output=True, text=True, env=ENV)
    document = json.loads(run.stdout)
    return {r["workload"]: r["median_ms"] for r in document["results"]
            if r.get("status") == "success" and r.get("variant", "baseline") == "baseline"}


def cpu_plugin():
    """The plugin jaxbench itself loads, as its locator finds it (`jaxbench doctor --json`)."""
    doctor = subprocess.run([str(JAXBENCH), "doctor", "--json"], capture_output=True, text=True, env=ENV)
    try:
        return json.loads(doctor.stdout)["plugin"]["path"]
    except (ValueError, KeyError):
        raise SystemExit(f"timer_vs_jax.py: `jaxbench doctor` found no CPU plugin: {doctor.stderr.strip()[-300:]}")


def jax_medians(size, only, plugin=None):
    run = subprocess.run(peer_command("timer", "--size", size, *(["--only"] + only if only else []),
                                      *(["--plugin", plugin] if plugin else [])),
                         capture_output=True, text=True, env=ENV, check=True, cwd=ROOT)
    rows = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    return {r["workload"]: (r["exported_ms"], r["source_ms"]) for r in rows}


def measure(repeats, size, only):
    ours, on_plugin, exported, source = {}, {}, {}, {}
    plugin = cpu_plugin()
    for repeat in range(repeats):
        print(f"repeat {repeat + 1}/{repeats}: jaxbench run", file=sys.stderr, flush=True)
        for w, ms in jaxbench_medians(size, only).items():
            ours.setdefault(w, []).append(ms)
        print(f"repeat {repeat + 1}/{repeats}: JAX on jaxbench's plugin", file=sys.stderr, flush=True)
        for w, (e, _) in jax_medians(size, only, plugin).items():
            on_plugin.setdefault(w, []).append(e)
        print(f"repeat {repeat + 1}/{repeats}: JAX on jaxlib's client", file=sys.stderr, flush=True)
        for w, (e, s) in jax_medians(size, only).items():
            exported.setdefault(w, []).append(e)
            source.setdefault(w, []).append(s)
    rows = []
    for w in sorted(set(ours) & set(exported) & set(on_plugin)):
        rows.append({"workload": w, "jaxbench_ms": statistics.median(ours[w]), "plugin_ms": statistics.median(on_plugin[w]),
                     "exported_ms": statistics.median(exported[w]), "source_ms": statistics.median(source[w])})
    for r in rows:
        r["timer_ratio"] = r["jaxbench_ms"] / r["plugin_ms"]
        r["client_ratio"] = r["plugin_ms"] / r["exported_ms"]
        r["program_ratio"] = r["exported_ms"] / r["source_ms"]
        r["overall_ratio"] = r["jaxbench_ms"] / r["source_ms"]
    return rows


RATIOS = ("overall_ratio", "timer_ratio", "client_ratio", "program_ratio")


def summary(rows):
    def stats(subset, key):
        values = [r[key] for r in subset]
        return {"n": len(values), "median": statistics.median(values), "min": min(values),
                "max": max(values)} if values else {"n": 0}

    bands = {"all": rows, "< 0.1 ms": [r for r in rows if r["exported_ms"] < 0.1],
             "0.1-1 ms": [r for r in rows if 0.1 <= r["exported_ms"] < 1],
             ">= 1 ms": [r for r in rows if r["exported_ms"] >= 1]}
    return {band: {k: stats(subset, k) for k in RATIOS}
            for band, subset in bands.items()}


def markdown(rows, bands):
    lines = ["| programs (by JAX's time) | n | jaxbench / JAX on source: median (range) | timer: jaxbench / JAX, "
             "same program on the same plugin | client: plugin / jaxlib's CPU client (JAX) | program: exported / "
             "source (JAX) |", "|---|---|---|---|---|---|"]
    for band, s in bands.items():
        if not s["timer_ratio"]["n"]:
            continue
        cell = [f"{s[k]['median']:.3f} ({s[k]['min']:.2f}-{s[k]['max']:.2f})"
                for k in RATIOS]
        lines.append(f"| {band} | {s['timer_ratio']['n']} | " + " | ".join(cell) + " |")
    lines += ["", "| workload | jaxbench ms | JAX on the plugin ms | JAX exported ms | JAX source ms | timer | client | "
              "program |", "|---|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: r["exported_ms"]):
        lines.append(f"| {r['workload']} | {r['jaxbench_ms']:.4f} | {r['plugin_ms']:.4f} | {r['exported_ms']:.4f} | "
                     f"{r['source_ms']:.4f} | {r['timer_ratio']:.3f} | {r['client_ratio']:.3f} | "
                     f"{r['program_ratio']:.3f} |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--size", default="small")
    ap.add_argument("--only", nargs="*", default=[])
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    rows = measure(args.repeats, args.size, args.only)
    if not rows:
        raise SystemExit("timer_vs_jax.py: no workload was timed by both sides")
    bands = summary(rows)
    print(json.dumps({"rows": rows, "summary": bands}, indent=1) if args.json else markdown(rows, bands))


if __name__ == "__main__":
    main()
