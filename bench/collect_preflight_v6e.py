"""Pre-flights every suite module with a published v6e time for v6e, once,
and keeps what a refit needs, so bench/fit_tpu_estimate.py can be rerun
(and the dump reader changed) without compiling again.

Each module is compiled by build/jaxbench-preflight-worker (the program
`jaxbench preflight` runs in its sandbox), here without the sandbox, in a
fresh work dir whose `tpu-dump` is a symbolic link into the cache: libtpu
writes through the link, the worker reads the dump and removes only the
link, and the final bundles stay in CACHE/dumps/<module>/.

  nice -n 19 .venv/bin/python -m bench.collect_preflight_v6e CACHE [--jobs 1] [--timeout 900] [--workloads-root DIR]
                                            [LABEL_SUBSTRING ...]

--workloads-root workloads/levels pre-flights the levels tier's references
(their full size exported first: `python -m tools.export --workloads-root
workloads/levels --size full`, or any command's first use) into a cache of
its own, for bench/tpu_estimate_by_tier.py.

Writes CACHE/results.jsonl (one worker result a line, appended as modules
finish, a rerun skips those already there) and CACHE/preflight.json, a
`preflight --json`-shaped document for bench/fit_tpu_estimate.py.
Re-estimate from the kept dumps with the current reader:
  .venv/bin/python -m bench.fit_tpu_estimate CACHE/preflight.json --dumps CACHE/dumps

A Pallas kernel's loops are counted on the judge's own inputs (issue #27):
before its pallas_tpu module compiles, `jaxbench preflight --workload W`
makes the kernels' operand values as the judge does (JAXBENCH_KEEP_TPU_DUMPS
keeps its kernel_inputs.json; its own compile is cut short by --timeout 1,
the worker here compiles). They go to the worker with the request and stay
beside the dump (CACHE/dumps/<module>/kernel_inputs.json), where
fit_tpu_estimate.py --dumps reads them again. --no-inputs skips this.
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import shutil
import subprocess
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parents[1]
TOPOLOGY = {"target": "v6e", "chip": "v6e", "name": "v6e:1x1", "chips": 1, "chips_per_host_bounds": [1, 1, 1],
            "chip_config_name": "", "accelerator_type": "v6e-1", "device_kind": "TPU v6 lite"}
# Compiled first: the Pallas workloads (the winner table needs both halves), then the rest smallest first;
# 7p's Pallas kernel took longest before, so it comes last.
FIRST = ("1p_", "2p_", "4p_", "6p_", "7p_", "8p_", "11p_")
LAST = "7p_Ragged_Paged_Attention/full/pallas_tpu.mlir"


def suite_modules(workloads_root):
    modules = []
    for workload in sorted(workloads_root.iterdir()):
        for name in ("reference.tpu.mlir", "pallas_tpu.mlir"):
            path = workload / "full" / name
            if workload.is_dir() and path.exists():
                modules.append((f"{workload.name}/full/{name}", path))
    return sorted(modules, key=lambda m: (m[0] == LAST, not m[0].startswith(FIRST), m[1].stat().st_size))


def plugin_path():
    found = sorted((ROOT / ".venv" / "lib").glob("python3*/site-packages/libtpu/libtpu.so"))
    if not found:
        raise SystemExit("collect_preflight_v6e.py: no libtpu in .venv; run ./setup.sh --with-tpu-compiler")
    return str(found[0].resolve())


def judge_kernel_inputs(workload, jaxbench):
    """The kernel_inputs.json `jaxbench preflight --workload` makes for the workload's pallas_tpu module, or None."""
    with tempfile.TemporaryDirectory(prefix="jaxbench-inputs-") as folder:
        environment = dict(os.environ, JAXBENCH_KEEP_TPU_DUMPS=f"{folder}/keep", XDG_CACHE_HOME=f"{folder}/cache")
        subprocess.run([jaxbench, "preflight", "--workload", workload, "--size", "full", "--target", "v6e",
                        "--timeout", "1", "--json"], env=environment, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
        found = sorted(pathlib.Path(folder, "keep").glob("*pallas_tpu*/kernel_inputs.json"))
        return found[0].read_text() if found else None


def compile_one(label, path, cache, worker, plugin, timeout, jaxbench=None):
    dump = cache / "dumps" / label.replace("/", "__")
    shutil.rmtree(dump, ignore_errors=True)
    dump.mkdir(parents=True)
    work = pathlib.Path(tempfile.mkdtemp(prefix="jaxbench-collect-"))
    try:
        shutil.copyfile(path, work / "module.mlir")
        (work / "tpu-dump").symlink_to(dump)
        request = {"plugin_path": plugin, "topology": TOPOLOGY, "label": label, "path": str(path), "note": "",
                   "program_file": "module.mlir", "program_name": label}
        inputs = judge_kernel_inputs(label.partition("/")[0], jaxbench) if jaxbench and "pallas" in label else None
        if inputs:
            (work / "kernel_inputs.json").write_text(inputs)
            (dump / "kernel_inputs.json").write_text(inputs)  # beside the dump, for fit_tpu_estimate.py --dumps
            request["kernel_inputs_file"] = "kernel_inputs.json"
        (work / "request.json").write_text(json.dumps(request))
        start = time.time()
        try:
            subprocess.run([worker, "request.json"], cwd=work, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, timeout=timeout, check=False)
            result = json.loads((work / "result.json").read_text())["result"]
        except subprocess.TimeoutExpired:
            result = {"label": label, "status": "timeout", "message": f"not compiled within {timeout} s"}
        except (OSError, ValueError, KeyError) as error:
            result = {"label": label, "status": "worker_failed", "message": str(error)}
        result["module"] = label
        result["kernel_inputs"] = "judge" if inputs else "none"
        result["worker_wall_seconds"] = time.time() - start
        return result
    finally:
        shutil.rmtree(work, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("cache", type=pathlib.Path)
    parser.add_argument("only", nargs="*", help="compile only modules whose label contains one of these")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--timeout", type=int, default=900)
    parser.add_argument("--worker", default=str(ROOT / "build" / "jaxbench-preflight-worker"))
    parser.add_argument("--jaxbench", default=str(ROOT / "build" / "jaxbench"))
    parser.add_argument("--workloads-root", type=pathlib.Path, default=ROOT / "workloads",
                        help="the tier's folder (default: the 50's, %(default)s)")
    parser.add_argument("--no-inputs", action="store_true", help="count Pallas kernels' loops without input values")
    args = parser.parse_args()
    args.cache.mkdir(parents=True, exist_ok=True)
    lines = args.cache / "results.jsonl"
    done = set()
    if lines.exists():
        done = {json.loads(line)["module"] for line in lines.read_text().splitlines() if line.strip()}
    todo = [m for m in suite_modules(args.workloads_root) if m[0] not in done and (not args.only or any(o in m[0] for o in args.only))]
    plugin = plugin_path()
    lock = threading.Lock()

    def run(module):
        result = compile_one(*module, args.cache, args.worker, plugin, args.timeout,
                             None if args.no_inputs else args.jaxbench)
        with lock, open(lines, "a") as out:
            out.write(json.dumps(result) + "\n")
        seconds = (result.get("tpu_estimate") or {}).get("seconds")
        print(f"{module[0]}: {result.get('status')} in {result['worker_wall_seconds']:.0f} s, estimate {seconds}",
              flush=True)

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(run, todo))
    results = [json.loads(line) for line in lines.read_text().splitlines() if line.strip()]
    (args.cache / "preflight.json").write_text(json.dumps({"command": "preflight", "modules": results}, indent=1))


if __name__ == "__main__":
    main()
