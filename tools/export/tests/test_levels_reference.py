"""The levels tier's artifacts against what they were made from (issue #46).

Their artifacts are not committed (workloads/levels/README.md): each
manifest's sha256 is, in workloads/levels/manifests.sha256. For every levels
workload this test
  1. exports its small size where it is missing (as the judge does on first use);
  2. checks every exported size's files against its manifest and the manifest
     against its committed sha256 (a drift fails, naming the workload);
  3. runs the op's own Python in JAX, at small size, seed [0, 0], mode 0 —
     make_inputs and workload under jax.jit, not the exporter's programs — and
     compares the inputs' bytes with the manifest's input_sha256 and the output
     with the exported reference fixture.

  .venv/bin/python tools/export/tests/test_levels_reference.py [--only ID ...]

CTest runs it as levels_reference_tests (labels python, slow: ~5-10 min).
"""
import argparse
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT))

from tools.export import jaxcfg  # noqa: E402

jaxcfg.set_env(cpu_only=True)
jax = jaxcfg.pin()

import json  # noqa: E402

import numpy as np  # noqa: E402

from tools.export import export_suite, loading, verify_hashes  # noqa: E402

LEVELS = ROOT / "workloads" / "levels"
COMMITTED = LEVELS / "manifests.sha256"


def export_missing(ids):
    missing = [w for w in ids if not (LEVELS / w / "small" / "manifest.json").is_file()]
    if missing:
        print(f"exporting {len(missing)} missing small sizes first", flush=True)
        if export_suite.main(["--workloads-root", str(LEVELS), "--size", "small", "--only", *missing]) != 0:
            raise SystemExit("levels_reference: exporting the missing small sizes failed (see above)")


def artifact_problems(ids):
    """Files against manifests, and manifests against the committed hashes."""
    dirs = [d for w in ids for d in (LEVELS / w / "small", LEVELS / w / "full") if (d / "manifest.json").is_file()]
    problems = []
    for d in dirs:
        problems += verify_hashes.check_size_dir(d)
    problems += verify_hashes.committed_problems(dirs, verify_hashes.read_committed(COMMITTED), COMMITTED)
    return problems, len(dirs)


def tolerance(dtype):
    """Half an output element's own rounding step, relative (jit of the same code may fuse differently)."""
    return {np.dtype("float32"): 1e-5}.get(np.dtype(dtype), 2.0 ** -8)


def independent_run(wid):
    """Problems of one op: its inputs and output, computed here, against the exported fixtures."""
    module = loading.load(LEVELS, wid)
    size_dir = LEVELS / wid / "small"
    manifest = json.loads((size_dir / "manifest.json").read_text())
    fixtures = manifest["fixtures"]
    with jax.default_device(jax.devices("cpu")[0]):
        key = jax.random.wrap_key_data(np.asarray(fixtures["seed"], np.uint32), impl="threefry2x32")
        mode = module.MODES[fixtures["mode"]]
        inputs = jax.jit(lambda k: module.make_inputs(k, mode, "small"))(key)
        inputs = tuple(inputs) if isinstance(inputs, (tuple, list)) else (inputs,)
        outputs = jax.tree_util.tree_leaves(jax.jit(module.workload)(*inputs))
    problems = []
    digests = [hashlib.sha256(np.ascontiguousarray(jax.device_get(a)).tobytes()).hexdigest() for a in inputs]
    if digests != fixtures["input_sha256"]:
        problems.append(f"{wid}: make_inputs at small differs from the exported inputs' sha256")
    if len(outputs) != len(fixtures["reference"]):
        return problems + [f"{wid}: {len(outputs)} outputs, the fixtures hold {len(fixtures['reference'])}"]
    for out, rel in zip(outputs, fixtures["reference"]):
        got = np.asarray(jax.device_get(out))
        want = np.load(size_dir / rel, allow_pickle=False)
        if want.dtype.kind == "V":  # a bf16 fixture is saved as raw 2-byte elements
            want = want.view(got.dtype)
        if got.shape != want.shape:
            problems.append(f"{wid}: output shape {got.shape} != fixture {rel} {want.shape}")
            continue
        a, b = got.astype(np.float64), want.astype(np.float64)
        scale = max(float(np.max(np.abs(b))), 1e-30)
        worst = float(np.max(np.abs(a - b))) / scale if a.size else 0.0
        if not np.isfinite(a).all() or worst > tolerance(got.dtype):
            problems.append(f"{wid}: the workload's output differs from {rel} by {worst:.3g} of its largest value")
    return problems


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--only", nargs="+", metavar="ID", help="these levels workloads (ids) only")
    args = ap.parse_args(argv)
    ids = loading.discover(LEVELS)
    if args.only:
        ids = [w for w in ids if w in args.only or any(w.startswith(o + "_") for o in args.only)]
    if not COMMITTED.is_file():
        print(f"levels_reference: {COMMITTED} missing: it holds the manifests' committed sha256", file=sys.stderr)
        return 1
    export_missing(ids)
    problems, checked = artifact_problems(ids)
    for n, wid in enumerate(ids, 1):
        found = independent_run(wid)
        problems += found
        print(f"[{n}/{len(ids)}] {wid}: {'ok' if not found else found[0]}", flush=True)
    for p in problems:
        print(p, file=sys.stderr)
    print(f"levels_reference: {len(ids)} workloads, {checked} manifests, {len(problems)} problems", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
