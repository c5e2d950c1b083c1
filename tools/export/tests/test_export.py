"""Tests of tools/export on the throwaway workloads under fixtures/.

Run with `python -m pytest tools/export/tests` or, without pytest,
`python tools/export/tests/test_export.py` (from the repository root).
"""
import atexit
import contextlib
import functools
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from tools.export import export_suite  # noqa: E402  (sets XLA/JAX env first)
from tools.export import export_candidate, verify_hashes  # noqa: E402

import numpy as np  # noqa: E402

FIXTURE_WORKLOADS = HERE / "fixtures" / "workloads"
CANDIDATES = HERE / "fixtures" / "candidates"
RMS, MSM = "90t_RMSNorm", "91t_Matmul_Softmax"
_TMP = tempfile.mkdtemp(prefix="jaxbench_export_test_")
atexit.register(shutil.rmtree, _TMP, ignore_errors=True)


def _copy_root(name):
    root = Path(_TMP) / name / "workloads"
    shutil.copytree(FIXTURE_WORKLOADS, root)
    return root


def _quiet(fn, *args):
    """Run fn(*args) with stdout/stderr captured; (result, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        result = fn(*args)
    return result, out.getvalue(), err.getvalue()


@functools.lru_cache(maxsize=None)
def exported_root():
    root = _copy_root("a")
    rc, out, err = _quiet(export_suite.main, ["--workloads-root", str(root), "--json"])
    assert rc == 0, err
    summary = json.loads(out)
    assert summary["status"] == "ok" and len(summary["results"]) == 4
    assert err.count("\n") == 4  # one progress line per workload and size
    return root


def _files(root):
    return {p.relative_to(root).as_posix(): p.read_bytes()
            for p in sorted(root.rglob("*")) if p.is_file()}


def test_export_is_byte_identical_across_checkouts():
    a = exported_root()
    b = _copy_root("b/deeper/path")  # different absolute source paths
    rc, _, err = _quiet(export_suite.main, ["--workloads-root", str(b)])
    assert rc == 0, err
    fa, fb = _files(a), _files(b)
    assert fa.keys() == fb.keys()
    assert [k for k in fa if fa[k] != fb[k]] == []
    for rel, data in fa.items():
        if rel.endswith((".mlir", ".mlirbc", ".json")):
            assert _TMP.encode() not in data, rel


def test_check_and_verify_hashes():
    root = exported_root()
    rc, _, err = _quiet(export_suite.main, ["--workloads-root", str(root), "--check"])
    assert rc == 0, err
    rc, _, err = _quiet(verify_hashes.main, ["--workloads-root", str(root)])
    assert rc == 0, err
    victim = root / MSM / "small" / "reference.mlir"
    original = victim.read_bytes()
    try:
        victim.write_bytes(original + b"\n")
        rc, _, err = _quiet(export_suite.main, ["--workloads-root", str(root),
                                                "--check", "--only", MSM])
        assert rc == 1 and str(victim) in err
        rc, _, err = _quiet(verify_hashes.main, ["--workloads-root", str(root)])
        assert rc == 1 and str(victim) in err
    finally:
        victim.write_bytes(original)


def test_manifest():
    root = exported_root()
    m = json.loads((root / MSM / "small" / "manifest.json").read_text())
    assert m["schema"] == 1 and m["id"] == MSM and m["prefix"] == "91t"
    assert m["platforms"] == ["cpu", "cuda", "tpu"] and m["platform_index_argument"]
    assert m["modes"] == ["normal", "heavy_tailed"]
    assert m["inputs"] == [{"name": "in0", "shape": [16, 32], "dtype": "bf16"},
                           {"name": "in1", "shape": [32, 24], "dtype": "bf16"}]
    assert m["outputs"] == [{"shape": [16, 24], "dtype": "bf16"},
                            {"shape": [16], "dtype": "s32"}]
    assert m["truth_outputs"] == [{"shape": [16, 24], "dtype": "f32"},
                                  {"shape": [16], "dtype": "s32"}]
    assert m["config"] == {"m": 16, "k": 32, "n": 24}
    assert m["fixtures"]["seed"] == [0, 0] and m["fixtures"]["mode"] == 0
    assert set(m["fixtures"]["reference"]) <= set(m["artifacts"])
    text = (root / MSM / "small" / "reference.mlir").read_text()
    assert ('@main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"}, '
            '%arg1: tensor<16x32xbf16>, %arg2: tensor<32x24xbf16>)') in text
    full = json.loads((root / RMS / "full" / "manifest.json").read_text())
    assert "fixtures" not in full
    assert [i["name"] for i in full["inputs"]] == ["x", "weight"]
    pallas = full["artifacts"]["pallas_tpu.mlirbc"]
    assert pallas["platforms"] == ["tpu"] and not pallas["platform_index_argument"]
    assert pallas["custom_call_targets"] == ["tpu_custom_call"]
    assert "pallas_tpu.mlir" not in json.loads(
        (root / RMS / "small" / "manifest.json").read_text())["artifacts"]


def _pjrt_cpu():
    import jax
    from jax._src import xla_bridge as xb
    from jax._src.lib import xla_client as xc
    backend = xb.get_backend("cpu")
    dev = backend.local_devices()[0]

    def run(module, args):
        """module: a path (text or bytecode) or the module's text."""
        data = module.encode() if isinstance(module, str) else Path(module).read_bytes()
        exe = backend.compile_and_load(data, xc.DeviceList((dev,)), xc.CompileOptions())
        return [np.asarray(o) for o in exe.execute([jax.device_put(a, dev) for a in args])]
    return run


def test_artifacts_compile_and_run_like_the_judge():
    """Compile the modules through PJRT as the C++ runtime will and
    reproduce the fixtures: specialised to platform cpu (the rewrite of
    stablehlo.specialise_platform) bit for bit, and with the platform index
    passed as a runtime s32 (text and bytecode)."""
    from tools.export.stablehlo import specialise_platform
    run = _pjrt_cpu()
    d = exported_root() / MSM / "small"
    m = json.loads((d / "manifest.json").read_text())
    fx = m["fixtures"]
    cpu = m["platforms"].index("cpu")
    seed, mode = np.array(fx["seed"], np.uint32), np.int32(fx["mode"])

    def check_inputs(arrays):
        import hashlib
        got = [hashlib.sha256(np.ascontiguousarray(a).tobytes()).hexdigest() for a in arrays]
        assert got == fx["input_sha256"]

    def check(arrays, kind, exact):
        for a, rel in zip(arrays, fx[kind], strict=True):
            want = np.load(d / rel)
            assert a.shape == want.shape and a.dtype.itemsize == want.dtype.itemsize
            if exact:
                assert a.tobytes() == want.tobytes(), rel

    text = {p: (d / f"{p}.mlir").read_text() for p in ("inputs", "reference", "truth")}
    ins = run(specialise_platform(text["inputs"], cpu), [seed, mode])
    check_inputs(ins)
    for prog in ("reference", "truth"):
        check(run(specialise_platform(text[prog], cpu), ins), prog, True)
    for ext in (".mlir", ".mlirbc"):
        index = np.int32(cpu)
        ins = run(d / ("inputs" + ext), [index, seed, mode])
        check_inputs(ins)  # integer RNG + converts: no fusion effects
        for prog in ("reference", "truth"):
            check(run(d / (prog + ext), [index] + ins), prog, False)
        other = run(d / ("inputs" + ext), [index, seed, np.int32(1)])
        assert other[0].tobytes() != ins[0].tobytes()  # mode 1 is another distribution


def test_inputs_program_draws_with_one_threefry_lowering():
    """The inputs module (three platforms) draws its random bits with no
    per-platform `case` (the fixture's jax.random.t keeps the one of JAX's
    gamma sampler, whose rule differs on the CPU). JAX's own rules are back
    after the export."""
    import re
    from jax._src.interpreters import mlir
    from jax._src.random import threefry2x32 as threefry
    text = (exported_root() / MSM / "small" / "inputs.mlir").read_text()
    functions = re.split(r"\n  func\.func ", text)
    # threefry2x32 is inlined where the bits are drawn: the key splits and the uniforms.
    drawing = [f for f in functions if f.startswith(("private @_threefry_split", "private @_uniform"))]
    assert drawing
    assert not [f.split("(")[0] for f in drawing if "stablehlo.case" in f]
    assert all("stablehlo.while" in f for f in drawing)  # the rolled loop, JAX's on the CPU
    primitive = threefry.threefry2x32_p
    assert primitive in mlir._platform_specific_lowerings["cpu"]
    assert primitive in mlir._platform_specific_lowerings["cuda"]
    assert mlir._lowerings[primitive] is not mlir._platform_specific_lowerings["cpu"][primitive]


def _candidate(name, manifest, platform, out, *extra):
    argv = ["--candidate", str(CANDIDATES / name), "--manifest", str(manifest),
            "--platform", platform, "--out", str(out), "--json", *extra]
    rc, stdout, stderr = _quiet(export_candidate.main, argv)
    return rc, json.loads(stdout), stderr


def test_candidate_errors():
    manifest = exported_root() / MSM / "small" / "manifest.json"
    out = Path(_TMP) / "cand" / "bad.mlir"
    cases = {
        "missing.py": "not found",
        "bad_syntax.py": "SyntaxError",
        "bad_no_workload.py": "no function `workload`",
        "bad_arity.py": "must take the 2 inputs",
        "bad_trace.py": "TypeError",
        "bad_import.py": "ModuleNotFoundError",
        "bad_exit.py": "SystemExit",
        "bad_callback.py": "host_callbacks",
    }
    for name, phrase in cases.items():
        rc, result, stderr = _candidate(name, manifest, "cpu", out)
        assert rc == 3, name
        assert result["status"] == "export_error" and phrase in result["message"], result
        lines = [ln for ln in stderr.splitlines() if ln.startswith("export_candidate:")]
        assert len(lines) == 1 and phrase in lines[0], stderr
    assert not out.exists()


def test_candidate_pallas_interpret_on_cpu_matches_reference():
    d = exported_root() / RMS / "small"
    out = Path(_TMP) / "cand" / "pallas_cpu.mlir"
    rc, result, _ = _candidate("ok_pallas.py", d / "manifest.json", "cpu", out)
    assert rc == 0 and result["status"] == "ok", result
    assert result["pallas_interpret"] and result["custom_call_targets"] == []
    assert result["outputs_match_manifest"]
    text = out.read_text()
    assert "_platform_index" not in text and out.with_suffix(".mlirbc").is_file()
    m = json.loads((d / "manifest.json").read_text())
    from tools.export.stablehlo import specialise_platform
    run = _pjrt_cpu()
    inputs = run(specialise_platform((d / "inputs.mlir").read_text(), m["platforms"].index("cpu")),
                 [np.array(m["fixtures"]["seed"], np.uint32), np.int32(m["fixtures"]["mode"])])
    import ml_dtypes
    [got] = run(out, inputs)
    want = np.load(d / m["fixtures"]["reference"][0]).view(ml_dtypes.bfloat16)
    assert got.dtype == want.dtype and got.shape == want.shape
    err = np.abs(got.astype(np.float32) - want.astype(np.float32)).max()
    assert err <= 0.05, err


def test_candidate_other_platforms():
    full = exported_root() / RMS / "full" / "manifest.json"
    out = Path(_TMP) / "cand" / "p.mlir"
    rc, result, _ = _candidate("ok_pallas.py", full, "tpu", out)
    assert rc == 0 and result["custom_call_targets"] == ["tpu_custom_call"]
    assert not result["pallas_interpret"] and result["device_kind"] == "TPU v6 lite"
    # The judge names the pre-flight's chip with --device-kind, on any platform.
    rc, result, _ = _candidate("ok_pallas.py", full, "tpu", out, "--device-kind", "TPU v5 lite")
    assert rc == 0 and result["device_kind"] == "TPU v5 lite" and result["gpu_kind"] is None
    rc, result, _ = _candidate("ok_pallas.py", full, "cuda", out)
    assert rc == 0 and result["custom_call_targets"] == ["__gpu$xla.gpu.triton"]
    small = exported_root() / MSM / "small" / "manifest.json"
    rc, result, _ = _candidate("ok_jnp.py", small, "cuda", out)
    assert rc == 0 and result["custom_call_targets"] == [] and not result["uses_pallas"]


def test_candidate_cli_subprocess():
    """The judge's way: a child process, JSON on stdout, exit codes."""
    manifest = exported_root() / MSM / "small" / "manifest.json"
    out = Path(_TMP) / "cand" / "cli.mlir"
    script = REPO / "tools" / "export" / "export_candidate.py"
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    for name, code in (("ok_jnp.py", 0), ("bad_syntax.py", 3)):
        p = subprocess.run([sys.executable, str(script), "--candidate",
                            str(CANDIDATES / name), "--manifest", str(manifest),
                            "--platform", "cpu", "--out", str(out), "--json"],
                           capture_output=True, text=True, env=env, cwd="/")
        assert p.returncode == code, p.stderr
        result = json.loads(p.stdout)
        assert result["status"] == ("ok" if code == 0 else "export_error")


_IMPORTS_AN_EXPORT_ADDS = """
import json, sys
sys.path.insert(0, sys.argv[1])
from tools.export import export_candidate
export_candidate.warm_up()
before = set(sys.modules)
code = export_candidate.main(sys.argv[2:])
print(json.dumps({"code": code, "new": sorted(m for m in set(sys.modules) - before
                                              if m.split(".")[0] in ("jax", "jaxlib"))}))
"""


def test_warm_up_leaves_a_pallas_export_nothing_to_import():
    """The zygote's children fork from warm_up(): a module a Pallas export
    imports lazily is imported again by every child (the Mosaic GPU
    interpreter alone was 0.44 s of a 0.61 s export)."""
    for platform, size in (("cpu", "small"), ("tpu", "full"), ("cuda", "full")):
        manifest = exported_root() / RMS / size / "manifest.json"
        out = Path(_TMP) / "cand" / f"warm_{platform}.mlir"
        argv = ["--candidate", str(CANDIDATES / "ok_pallas.py"), "--manifest", str(manifest),
                "--platform", platform, "--out", str(out)]
        p = subprocess.run([sys.executable, "-c", _IMPORTS_AN_EXPORT_ADDS, str(REPO), *argv],
                           capture_output=True, text=True, cwd=_TMP)
        assert p.returncode == 0, p.stderr
        result = json.loads(p.stdout.strip().splitlines()[-1])
        assert result["code"] == 0 and out.is_file(), (platform, p.stderr)
        assert result["new"] == [], (platform, result["new"])


if __name__ == "__main__":
    failed = 0
    tests = [(n, f) for n, f in sorted(globals().items()) if n.startswith("test_")]
    for name, fn in tests:
        try:
            fn()
            print(f"ok   {name}")
        except Exception as e:  # noqa: BLE001
            failed += 1
            print(f"FAIL {name}: {type(e).__name__}: {e}")
    print(f"{len(tests) - failed}/{len(tests)} passed")
    sys.exit(1 if failed else 0)
