"""Tests of tools/export/validate.py: a sound tiny workload passes every check;
each deliberately broken copy fails with exactly one FAIL line, of its check.

Run with `python -m pytest tools/export/tests/test_validate.py` or, without
pytest, `python tools/export/tests/test_validate.py` (from the repository root).
"""
import atexit
import contextlib
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

from tools.export import validate  # noqa: E402  (sets XLA/JAX env first)
from tools.export import loading  # noqa: E402

_TMP = Path(tempfile.mkdtemp(prefix="jaxbench_validate_test_"))
atexit.register(shutil.rmtree, _TMP, ignore_errors=True)
WID = "l9_001_Scale_Softmax"

# A sound workload: it imports jaxbench_common from a root other than
# workloads/ (loading.load puts the suite's folder on sys.path) and has a
# levels-tier id. Each test below breaks one thing in it.
SOUND = '''
import jax
import jax.numpy as jnp
import jaxbench_common as jc

CONFIG = {"name": "l9_001_Scale_Softmax", "model": "test", "operator": "scale_softmax",
          "category": "level9", "semantics": "softmax(x * w) over the last axis",
          "rows": 64, "cols": 256,
          "jaxbench": {"v6e_baseline_ms": 1.0, "v6e_optimized_ms": None, "xla_flops": None}}
SIZES = {"full": {"rows": 64, "cols": 256}, "small": {"rows": 16, "cols": 128}}
SHAPE_FAMILY = {"rows": jc.vary(8), "cols": jc.vary(128)}
MODES = [jc.NORMAL, jc.LARGE]
NOTES = ["test fixture"]


def make_inputs(key, mode, size):
    s = SIZES[size]
    kx, kw = jax.random.split(key)
    x = jc.activation(kx, (s["rows"], s["cols"]), mode)
    w = jc.fan_in_weight(kw, (s["cols"],), 4)
    return x, w


def workload(x, w):
    y = x.astype(jnp.float32) * w.astype(jnp.float32)
    return jax.nn.softmax(y, axis=-1).astype(x.dtype)


def flops(size):
    s = SIZES[size]
    return 5 * s["rows"] * s["cols"]


def bytes_accessed(size):
    s = SIZES[size]
    return jc.suite_bytes((s["rows"], s["cols"]), (s["cols"],), (s["rows"], s["cols"]))
'''


def _write(name, text):
    root = _TMP / name
    (root / WID).mkdir(parents=True)
    (root / WID / "workload.py").write_text(text)
    return root


def _broken(name, old, new):
    assert old in SOUND, old
    return _write(name, SOUND.replace(old, new))


def _validate(root, *extra):
    out, err = io.StringIO(), io.StringIO()
    argv = ["--workloads-root", str(root), "--only", WID, "--held-out-check", "1", *extra]
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = validate.main(argv)
    lines = [ln for ln in out.getvalue().splitlines() if not ln.startswith("== ")]
    return code, lines


def _fails_once(root, check, *words):
    """Exit 1 and one FAIL line, the last, of `check`, holding `words`."""
    code, lines = _validate(root)
    fails = [ln for ln in lines if ln.startswith("FAIL ")]
    assert code == 1 and len(fails) == 1 and lines[-1] == fails[0], lines
    assert fails[0].startswith(f"FAIL {check}: "), fails[0]
    for word in words:
        assert word in fails[0], (word, fails[0])


def test_a_sound_workload_passes_every_check():
    code, lines = _validate(_write("sound", SOUND))
    checks = [ln.split(":")[0] for ln in lines]
    assert code == 0, lines
    assert checks == ["ok contract", "ok make_inputs", "ok modes", "ok reference", "ok truth",
                      "ok cost", "ok shape_family", "ok cpu_budget"], lines


def test_json_summary():
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        code = validate.main(["--workloads-root", str(_write("json", SOUND)), "--only", WID,
                              "--held-out-check", "0", "--json"])
    summary = json.loads(out.getvalue())
    assert code == 0 and summary["status"] == "ok", summary
    [result] = summary["results"]
    assert result["id"] == WID and "shape_family" not in [c["check"] for c in result["checks"]]


def test_levels_ids_are_accepted():
    assert validate.resolve_id("L9_001", [WID]) == WID and validate.resolve_id("x", [WID]) == "x"
    assert loading.prefix("l1_019_ReLU") == "l1_019"
    assert loading.prefix("12p_RMSNorm") == "12p"
    for bad in ("l1_19_ReLU", "ReLU", "l1_019"):
        try:
            loading.prefix(bad)
        except loading.WorkloadError:
            continue
        raise AssertionError(f"{bad} accepted")


def test_a_missing_name_fails_the_contract():
    _fails_once(_broken("missing", "NOTES = [\"test fixture\"]", ""), "contract", "lacks NOTES")


def test_numpy_randomness_in_make_inputs_fails():
    root = _broken("numpy", "    w = jc.fan_in_weight(kw, (s[\"cols\"],), 4)",
                   "    import numpy as np\n"
                   "    w = jnp.asarray(np.random.randn(s[\"cols\"]), x.dtype)")
    _fails_once(root, "make_inputs", "input w", "randomness")


def test_all_zero_weights_fail():
    root = _broken("zeros", "    return x, w\n", "    return x, jnp.zeros_like(w)\n")
    _fails_once(root, "modes", "input w", "all zero", "fan_in_weight")


def test_a_mode_identical_to_mode_0_fails():
    root = _broken("same_mode", "MODES = [jc.NORMAL, jc.LARGE]", "MODES = [jc.NORMAL, \"twin\"]")
    _fails_once(root, "modes", "mode 'twin'", "mode 'normal'")


def test_host_randomness_in_the_reference_fails():
    root = _broken("host_random", "    return jax.nn.softmax(y, axis=-1).astype(x.dtype)",
                   "    import random\n"
                   "    return jax.nn.softmax(y * random.random(), axis=-1).astype(x.dtype)")
    _fails_once(root, "reference", "two traces", "host randomness")


def test_a_truth_that_disagrees_fails():
    root = _broken("truth", "    return jax.nn.softmax(y, axis=-1).astype(x.dtype)",
                   "    if x.dtype == jnp.float32:\n        y = y * 2\n"
                   "    return jax.nn.softmax(y, axis=-1).astype(x.dtype)")
    _fails_once(root, "truth", "mode 'normal'", "reference vs f32 truth")


def test_a_shape_family_that_exports_at_no_drawn_shape_fails():
    root = _broken("family", "    y = x.astype(jnp.float32) * w.astype(jnp.float32)",
                   "    y = x.astype(jnp.float32).reshape(16, 128) * w.astype(jnp.float32)")
    _fails_once(root, "shape_family", "held-out shape cols=", "does not export", "workload.py:")


def test_a_family_that_admits_no_shape_fails():
    root = _broken("no_shape", 'SHAPE_FAMILY = {"rows": jc.vary(8), "cols": jc.vary(128)}',
                   'SHAPE_FAMILY = {"cols": jc.vary(128, hi=128)}')
    _fails_once(root, "shape_family", "admits no held-out shape")


def test_missing_flops_fails_with_xla_suggestion():
    root = _broken("flops", "def flops(size):", "def _unused(size):")
    _fails_once(root, "cost", "lacks flops(size)", "XLA's cost analysis", "flops")


def test_draw_follows_the_family_rules():
    family = {"dims": {"b": {"min": 4, "max": 16, "multiple_of": 4, "multiple_of_dims": []},
                       "h": {"min": 8, "max": 32, "multiple_of": 8, "multiple_of_dims": ["b"]}},
              "derived": {}, "max_volume_ratio": 2.0}
    public = {"b": 8, "h": 16}
    shapes = validate.draw_shapes(family, public, 5)
    assert len(shapes) == 5 and public not in shapes, shapes
    for s in shapes:
        assert s["b"] % 4 == 0 and s["h"] % 8 == 0 and s["h"] % s["b"] == 0, s
        assert s["b"] * s["h"] <= 2 * 8 * 16, s


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
