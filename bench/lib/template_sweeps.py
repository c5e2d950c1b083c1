"""The template sweeps of the estimate's and the profile's benchmarks
(tpu_estimate_vs_roofline.py, tpu_profile_vs_block_shapes.py): every setting of an
examples/templates file written as a candidate, each pre-flighted for v6e
at size full (`jaxbench preflight --workload W --candidate F --target v6e
--json`, libtpu needed), and what the declared blocks alone say a GEMM
moves."""
import ast
import itertools
import json
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
JAXBENCH = ROOT / "build" / "jaxbench"
# Per grid step of a Pallas TPU pipeline: a published figure, the analytical rooflines' step cost.
STEP_SECONDS = 0.35e-6


def template_settings(path):
    tunables_line = next(line for line in path.read_text().splitlines() if line.startswith("TUNABLES = "))
    tunables = ast.literal_eval(tunables_line.partition("=")[2].strip())  # the literal, nothing of the template runs
    names = list(tunables)
    return [dict(zip(names, values)) for values in itertools.product(*(tunables[n] for n in names))]


def write_setting(template, setting, folder):
    label = "_".join(f"{k}{v}" for k, v in setting.items())
    path = folder / f"{template.stem}_{label}.py"
    path.write_text(f"JAXBENCH_SETTING = {json.dumps(setting)}\n" + template.read_text())
    return label, path


def preflight_document(workload, candidate, environment=None):
    """`jaxbench preflight --json` of the workload's modules and the candidate."""
    run = subprocess.run([str(JAXBENCH), "preflight", "--workload", workload, "--candidate", str(candidate),
                          "--target", "v6e", "--size", "full", "--json"], capture_output=True, text=True,
                         env=environment)
    try:
        return json.loads(run.stdout)
    except ValueError:
        return {"status": "no_json", "message": run.stderr.strip()[-300:]}


def input_shapes(workload):
    """The full-size inputs' shapes and element bytes, from the workload's manifest."""
    manifest = json.loads((ROOT / "workloads" / workload / "full" / "manifest.json").read_text())
    element_bytes = {"bf16": 2, "f16": 2, "f32": 4}
    return [(i["shape"], element_bytes[i["dtype"]]) for i in manifest["inputs"]]


def gemm_blocks(setting):
    """8p_GEMM's (M, N, K), the HBM bytes its blocks move (A read N/bn times, B read M/bm times, C written
    once) and its grid steps, from the declared blocks alone."""
    (a_shape, size), (b_shape, _) = input_shapes("8p_GEMM")  # a [M, K] x b [K, N]
    (m, k), n = a_shape, b_shape[1]
    bm, bn, bk = setting["block_m"], setting["block_n"], setting["block_k"]
    hbm_bytes = size * (m * k * (n // bn) + k * n * (m // bm) + m * n)
    return (m, n, k), hbm_bytes, (m // bm) * (n // bn) * (k // bk)


def sweep_jobs(only, folder):
    """(workload, label, candidate file, setting) of every setting of 8p's and/or 12p's template, written into
    folder, and 12p's library Pallas kernel (no setting)."""
    jobs = []
    if only in (None, "8p"):
        template = ROOT / "examples" / "templates" / "8p_GEMM.py"
        for setting in template_settings(template):
            label, path = write_setting(template, setting, folder)
            jobs.append(("8p_GEMM", label, path, setting))
    if only in (None, "12p"):
        template = ROOT / "examples" / "templates" / "12p_RMSNorm.py"
        for setting in template_settings(template):
            label, path = write_setting(template, setting, folder)
            jobs.append(("12p_RMSNorm", label, path, setting))
        jobs.append(("12p_RMSNorm", "correct_pallas.py", ROOT / "examples/candidates/12p_RMSNorm/correct_pallas.py",
                     None))
    return jobs
