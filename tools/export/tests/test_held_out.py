"""Tests of held-out shapes on the exporter's side (issue #30): the shape family
a manifest gets, tools/export/held_out.py's export at a drawn shape (and its
--specs-only form), a candidate exported for a held-out shape's inputs, and the
pallas_calls whose grid or blocks do not fit the shape traced.

Run with `python tools/export/tests/test_held_out.py` (from the repository root).
"""
import contextlib
import hashlib
import io
import json
import shutil
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.export import export_suite  # noqa: E402  (sets XLA/JAX env first)
from tools.export import export_candidate, held_out, loading, manifest  # noqa: E402

WORKLOADS = HERE / "fixtures" / "workloads"
CANDIDATES = HERE / "fixtures" / "candidates"
_TMP = Path(tempfile.mkdtemp(prefix="jaxbench_held_out_test_"))


def _quiet(fn, argv):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = fn(argv)
    return code, out.getvalue(), err.getvalue()


def _held_out(out_dir, dims, *extra):
    out_dir.mkdir(parents=True, exist_ok=True)
    argv = ["--workload-dir", str(WORKLOADS / "90t_RMSNorm"), "--size", "small", "--dims", json.dumps(dims),
            "--platform", "cpu", "--out-dir", str(out_dir), "--json", *extra]
    code, out, err = _quiet(held_out.main, argv)
    return code, json.loads(out.strip().splitlines()[-1]), err


def test_shape_family_resolves_the_window_and_the_steps():
    module = loading.load(WORKLOADS, "90t_RMSNorm")
    family = manifest.shape_family(module, "small")
    assert family["dims"]["batch"] == {"min": 4, "max": 16, "multiple_of": 1, "multiple_of_dims": []}, family
    assert family["dims"]["hidden"]["min"] == 64 and family["dims"]["hidden"]["max"] == 256
    assert family["max_volume_ratio"] == 2.0
    full = manifest.shape_family(module, "full")
    assert full["dims"]["hidden"] == {"min": 512, "max": 2048, "multiple_of": 8, "multiple_of_dims": []}


def test_exports_the_suite_programs_at_a_held_out_shape():
    out = _TMP / "shape"
    code, result, err = _held_out(out, {"batch": 5, "hidden": 96})
    assert code == 0 and result["status"] == "ok", err
    m = json.loads((out / "manifest.json").read_text())
    assert m["size"] == "small@batch=5,hidden=96"
    assert [t["shape"] for t in m["inputs"]] == [[5, 96], [96]]
    assert m["held_out"]["dims"] == {"batch": 5, "hidden": 96} and "shape_family" not in m
    assert m["flops"] == 4 * 5 * 96
    for name in ("inputs.mlir", "reference.mlir", "truth.mlir"):
        data = (out / name).read_bytes()
        assert m["artifacts"][name]["sha256"] == hashlib.sha256(data).hexdigest()
        assert m["artifacts"][name]["platforms"] == ["cpu"]
        assert not m["artifacts"][name]["platform_index_argument"]


def test_specs_only_writes_the_signatures_alone():
    out = _TMP / "specs"
    code, result, err = _held_out(out, {"batch": 6, "hidden": 64}, "--specs-only")
    assert code == 0, err
    m = json.loads((out / "manifest.json").read_text())
    assert m["artifacts"] == {} and m["held_out"]["specs_only"]
    assert [t["shape"] for t in m["outputs"]] == [[6, 64]]
    assert result["files"] == ["manifest.json"]


def test_a_dimension_the_family_does_not_draw_is_a_usage_error():
    code, result, _ = _held_out(_TMP / "bad", {"eps": 3})
    assert code == held_out.EXIT_USAGE and "not drawn" in result["message"], result


def test_a_candidate_is_exported_for_the_held_out_shape():
    root = _TMP / "suite" / "workloads"
    shutil.copytree(WORKLOADS, root)
    code, _, err = _quiet(export_suite.main, ["--workloads-root", str(root), "--only", "90t", "--size", "small"])
    assert code == 0, err
    shape = _TMP / "for_candidate"
    assert _held_out(shape, {"batch": 16, "hidden": 72})[0] == 0
    out = _TMP / "cand" / "at_shape.mlir"
    argv = ["--candidate", str(CANDIDATES / "ok_pallas.py"), "--manifest", str(root / "90t_RMSNorm/small/manifest.json"),
            "--shape-manifest", str(shape / "manifest.json"), "--platform", "cpu", "--out", str(out), "--json"]
    code, printed, err = _quiet(export_candidate.main, argv)
    result = json.loads(printed.strip().splitlines()[-1])
    assert code == 0 and result["outputs"] == [{"shape": [16, 72], "dtype": "bf16"}], (err, result)
    assert result["outputs_match_manifest"] and result["pallas_problems"] == []


def test_blocks_that_do_not_fit_the_shape_are_named():
    root = _TMP / "suite" / "workloads"
    argv = ["--candidate", str(CANDIDATES / "zero_grid_pallas.py"),
            "--manifest", str(root / "90t_RMSNorm/small/manifest.json"), "--platform", "cpu",
            "--out", str(_TMP / "cand" / "zero.mlir"), "--json"]
    code, printed, err = _quiet(export_candidate.main, argv)
    result = json.loads(printed.strip().splitlines()[-1])
    assert code == 0, err
    [problem] = result["pallas_problems"]
    for part in ("pallas_call _kernel (zero_grid_pallas.py:", "grid (0,)", "zero-size",
                 "block (64, 128) of args[0] is larger than its array (8, 128)"):
        assert part in problem, problem


if __name__ == "__main__":
    failed = 0
    tests = [(n, f) for n, f in sorted(globals().items()) if n.startswith("test_")]
    # The candidate tests read the suite the export test writes first.
    tests.sort(key=lambda t: t[0] != "test_a_candidate_is_exported_for_the_held_out_shape")
    for name, fn in tests:
        try:
            fn()
            print(f"ok   {name}")
        except Exception as e:  # noqa: BLE001
            failed += 1
            print(f"FAIL {name}: {type(e).__name__}: {e}")
    shutil.rmtree(_TMP, ignore_errors=True)
    print(f"{len(tests) - failed}/{len(tests)} passed")
    sys.exit(1 if failed else 0)
