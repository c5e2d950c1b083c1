"""One module through `jaxbench preflight`, its dump kept, and the compact
row the sweep appends: what the scorer reads (the estimate's seconds and
basis, the cost analysis) and what shows why a kernel's loops were or were
not counted on the inputs (tpu_estimate.inputs, the trip counts' notes,
unresolved)."""
import json
import os
import pathlib
import subprocess
import time

from bench.tpu_measured import records as rec

JAXBENCH = rec.ROOT / "build" / "jaxbench"
WORKER = rec.ROOT / "build" / "jaxbench-preflight-worker"


def wait_for_binaries(limit_seconds=1800):
    """The other engineer rebuilds build/ while the sweep runs: wait until both binaries exist and have not
    changed for 60 s (a link in progress) before starting a compile."""
    deadline = time.monotonic() + limit_seconds
    while time.monotonic() < deadline:
        try:
            newest = max(JAXBENCH.stat().st_mtime, WORKER.stat().st_mtime)
            if time.time() - newest > 60 and os.access(JAXBENCH, os.X_OK) and os.access(WORKER, os.X_OK):
                return True
        except FileNotFoundError:
            pass
        time.sleep(15)
    return False


def dash_supported():
    """Whether this build's `preflight --input -` means "this argument not given" (the other engineer's change);
    an older build reads "-" as a file name and says it cannot."""
    probe = rec.HERE / "testdata" / "one_argument.mlir"
    run = subprocess.run([str(JAXBENCH), "preflight", "--program", str(probe), "--input", "-", "--target", "v6e",
                          "--json", "--timeout", "60"], capture_output=True, text=True)
    return "cannot read -" not in run.stdout + run.stderr


def input_arguments(build, folder, mode):
    """The --input list for the module's main: each integer/bool argument's .npy and "-" for the rest (mode
    "dash"); or none at all ("none": the estimate then says its kernels' loops were not counted on inputs)."""
    if mode == "none":
        return []
    return [str(folder / a["input"]) if a["input"] != "-" else "-" for a in build["arguments"]]


def run_preflight(module, inputs, keep, target, timeout):
    """The `preflight --json` document (or a stand-in with status no_json / timeout) and the wall seconds."""
    command = ["nice", "-n", "19", str(JAXBENCH), "preflight", "--program", str(module), "--target", target,
               "--json", "--timeout", str(timeout)]
    for path in inputs:
        command += ["--input", path]
    environment = dict(os.environ, JAXBENCH_KEEP_TPU_DUMPS=str(keep))
    start = time.monotonic()
    try:
        # The compile is bounded by --timeout; the margin covers the inputs' probe and reading the dump.
        run = subprocess.run(command, capture_output=True, text=True, env=environment, timeout=timeout + 600)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "message": f"preflight did not return within {timeout + 600} s"}, \
            time.monotonic() - start
    try:
        document = json.loads(run.stdout)
    except ValueError:
        document = {"status": "no_json", "message": (run.stderr or run.stdout).strip()[-600:]}
    return document, time.monotonic() - start


def kept_dump(keep):
    """The dump folder JAXBENCH_KEEP_TPU_DUMPS left (keep/<label>/tpu-dump), or None."""
    found = sorted(pathlib.Path(keep).glob("*/tpu-dump"))
    return found[0] if found else None


def estimate_row(estimate):
    """The parts of a tpu_estimate the scorer and the refit need (the rest stays in preflight.json)."""
    if not estimate:
        return None
    basis = estimate.get("basis") or {}
    trips = estimate.get("trip_counts") or {}
    return {"seconds": estimate.get("seconds"), "compute_seconds": estimate.get("compute_seconds"),
            "dma_seconds": estimate.get("dma_seconds"), "fill_seconds": estimate.get("fill_seconds"),
            "inputs": estimate.get("inputs"), "unresolved": len(estimate.get("unresolved") or []),
            "unresolved_items": (estimate.get("unresolved") or [])[:4],
            "notes": (trips.get("notes") or [])[:6], "basis": basis, "constants": estimate.get("constants"),
            "trip_counts_kernels": len(trips.get("kernels") or [])}


def module_row(document):
    """The compact row of one pre-flighted module."""
    module = (document.get("modules") or [{}])[0]
    cost = module.get("cost") or {}
    profile = module.get("tpu_profile") or {}
    return {"status": module.get("status", document.get("status")),
            "message": (module.get("message") or document.get("message") or document.get("error") or "")[:600],
            "compile_seconds": module.get("compile_seconds"),
            "cost": {k: cost.get(k) for k in ("flops", "bytes accessed", "optimal_seconds", "transcendentals")},
            "memory": module.get("memory"), "tpu_estimate": estimate_row(module.get("tpu_estimate")),
            "bottleneck": profile.get("bottleneck")}


def reestimate(dump, result_file, kernel_inputs=None):
    """The tpu_estimate read again from a kept dump by the current worker (no compile)."""
    command = [str(WORKER), "--estimate", str(dump), str(result_file)]
    if kernel_inputs and pathlib.Path(kernel_inputs).exists():
        command.append(str(kernel_inputs))
    out = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(out.stdout)
