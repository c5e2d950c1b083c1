"""The CPU compiler jaxbench's judge calls, against the one JAX calls in process
(issue #31: what bounds serve's warm per-candidate overhead).

Every program jaxbench runs is compiled through a PJRT C API plugin; on the CPU
that is the one `jaxbench doctor` names (PyPI's lammps-jax-pjrt-cpu, the only
CPU plugin published as a .so). The Python loop that section 1 of
docs/bench/cpu.md sets beside serve compiles with jaxlib's CPU client, built
into jaxlib and called without the C API. Both are XLA. This bench lowers the
same modules once (section 1's library candidates and the reference, Pallas
interpreted as both judges run it off a TPU) and compiles each, interleaved, in
one process through JAX's own `compile_and_load`:

  jaxlib      jaxlib's in-process CPU client, MLIR bytecode (JAX's own path)
  plugin      the plugin jaxbench loads, the same bytecode
  plugin_text the plugin, the module as StableHLO text (the form the judge
              passes it: tools/export writes text)

It prints each workload's median compile per module and the plugin's ratios to
jaxlib's. Nothing here is jaxbench's code: the compile is the plugin's own.

  .venv/bin/python -m bench.compiler_vs_jaxlib [--workloads 12p,36k,41k] [--rounds 7] [--plugin PATH] [--json]

(Only section 1's workloads have library candidates; another compiles its reference alone.)
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import time

import jax
from jax._src import xla_bridge
from jax._src.interpreters import mlir
from jax._src.lib import _jax

from bench.lib import peer_jax
from bench.lib.peer import benign_candidates
from tools.export import loading, programs

ROOT = pathlib.Path(__file__).resolve().parents[1]

PLUGIN_PLATFORM = "jaxbench_plugin"
SIDES = ("jaxlib", "plugin", "plugin_text")


def jaxbench_plugin_path():
    """The plugin `jaxbench doctor` resolves, so this compares what the judge really loads."""
    doctor = subprocess.run([str(ROOT / "build" / "jaxbench"), "doctor", "--json"], capture_output=True, text=True)
    try:
        return json.loads(doctor.stdout)["plugin"]["path"]
    except (ValueError, KeyError) as error:
        raise SystemExit(f"jaxbench doctor named no plugin ({error}): build jaxbench (./setup.sh) or pass --plugin PATH")


def lowered_modules(workload, size):
    """(name, bytecode, text) of the reference and each library candidate, lowered once for the CPU."""
    module = loading.load(ROOT / "workloads", peer_jax.loading_id(workload))
    inputs = peer_jax.workload_inputs(module, size)
    functions = [("reference", programs.reference_fn(module))]
    library = [path for w, path in benign_candidates() if w == workload]  # section 1's
    functions += [(pathlib.Path(path).stem, peer_jax.load_candidate(path)) for path in library]
    out = []
    for name, fn in functions:
        with peer_jax.pallas_interpreted_off_tpu():
            ir = jax.jit(fn).lower(*inputs).compiler_ir("stablehlo")
        out.append((name, mlir.module_to_bytecode(ir), str(ir)))
    return out


def compile_seconds(backend, code):
    devices = _jax.DeviceList(tuple(backend.devices()[:1]))
    start = time.perf_counter()
    backend.compile_and_load(code, devices, _jax.CompileOptions())
    return time.perf_counter() - start


def measure(workload, size, rounds):
    """Each module on each side once per round, the sides' order rotating, so drift falls on all alike."""
    jaxlib, plugin = xla_bridge.get_backend("cpu"), xla_bridge.get_backend(PLUGIN_PLATFORM)
    calls = {"jaxlib": lambda m: compile_seconds(jaxlib, m[1]), "plugin": lambda m: compile_seconds(plugin, m[1]),
             "plugin_text": lambda m: compile_seconds(plugin, m[2])}
    modules = lowered_modules(workload, size)
    for m in modules:  # a first compile of each on each side, untimed: the loop and serve are both warm
        for side in SIDES:
            calls[side](m)
    times = {side: {m[0]: [] for m in modules} for side in SIDES}
    for r in range(rounds):
        order = SIDES[r % 3:] + SIDES[:r % 3]
        for m in modules:
            for side in order:
                times[side][m[0]].append(calls[side](m))
    per_side = {side: statistics.median(statistics.median(v) for v in times[side].values()) * 1e3 for side in SIDES}
    return {"workload": workload, "modules": [m[0] for m in modules], "median_ms": per_side,
            "per_module_ms": {side: {k: statistics.median(v) * 1e3 for k, v in times[side].items()} for side in SIDES},
            "plugin_vs_jaxlib": per_side["plugin"] / per_side["jaxlib"],
            "plugin_text_vs_jaxlib": per_side["plugin_text"] / per_side["jaxlib"]}


def markdown(rows, plugin_path, rounds):
    lines = [f"Plugin: `{plugin_path}`; jaxlib {jax.__version__}; {rounds} rounds, each module compiled once per side "
             "per round; a workload's number is the median over its modules of each module's median.", "",
             "| workload | modules | jaxlib ms | plugin ms (bytecode) | plugin ms (text, as the judge) | plugin / jaxlib "
             "| plugin text / jaxlib |", "|---|---|---|---|---|---|---|"]
    for row in rows:
        ms = row["median_ms"]
        lines.append(f"| {row['workload']} | {len(row['modules'])} | {ms['jaxlib']:.1f} | {ms['plugin']:.1f} | "
                     f"{ms['plugin_text']:.1f} | {row['plugin_vs_jaxlib']:.2f}x | {row['plugin_text_vs_jaxlib']:.2f}x |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--workloads", default="12p,36k,41k")
    ap.add_argument("--size", default="small")
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--plugin", help="the PJRT plugin .so (default: the one `jaxbench doctor` names)")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if args.rounds < 1:
        raise SystemExit("--rounds must be at least 1")
    plugin_path = args.plugin or jaxbench_plugin_path()
    if not pathlib.Path(plugin_path).is_file():
        raise SystemExit(f"no plugin at {plugin_path}: pass --plugin PATH to a PJRT plugin .so")
    xla_bridge.register_plugin(PLUGIN_PLATFORM, library_path=plugin_path)
    jax.config.update("jax_platforms", f"cpu,{PLUGIN_PLATFORM}")
    rows = []
    for workload in args.workloads.split(","):
        print(f"compiling {workload}'s modules, {args.rounds} rounds", file=sys.stderr, flush=True)
        rows.append(measure(workload, args.size, args.rounds))
    result = {"plugin": plugin_path, "jax": jax.__version__, "rounds": args.rounds, "rows": rows}
    print(json.dumps(result, indent=1) if args.json else markdown(rows, plugin_path, args.rounds))


if __name__ == "__main__":
    main()
