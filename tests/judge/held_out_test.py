#!/usr/bin/env python3
"""Issue #30, held-out shapes, must-show 1: two shape-specific 12p kernels are not
`correct` and their reason names the held-out shape; a shape-generic kernel is
`correct` with `held_out` in its verdict (every shape checked and correct, a
speedup_retention); an .mlir candidate's verdict says held-out shapes were not
checked; JAXBench's own 8p kernel (blocks tuned for the full size) is named by
its pallas_call, grid, blocks and shapes; with --target v6e the pre-flight
compiles one held-out shape too (unchecked where libtpu is not installed).
Each through `jaxbench eval --json`.
Usage: held_out_test.py JAXBENCH   (stdlib only)"""
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "examples" / "candidates"
PUBLIC_12P = {"batch": 2, "seq_len": 128, "emb_dim": 1024}


def evaluate(jaxbench, workload, candidate, *args):
    run = subprocess.run([jaxbench, "eval", "--workload", workload, "--candidate", str(candidate), "--json",
                          "--no-store", *args], capture_output=True, text=True, timeout=600)
    try:
        return json.loads(run.stdout), run.returncode
    except json.JSONDecodeError:
        raise AssertionError(f"no verdict for {candidate} (exit {run.returncode}): {run.stderr[-1500:]}")


def shape_specific(jaxbench, name, problems):
    verdict, code = evaluate(jaxbench, "12p", LIBRARY / "12p_RMSNorm" / name, "--no-timing")
    held = verdict.get("held_out") or {}
    failed = [s for s in held.get("shapes", []) if not s["correct"]]
    print(f"{name}: {verdict['status']} - {verdict['message'][:300]}")
    if verdict["status"] != "incorrect" or code != 1:
        problems.append(f"{name}: {verdict['status']} (exit {code}), expected incorrect")
    if not all(case["ok"] for case in verdict["correctness"]["cases"]):
        problems.append(f"{name}: expected correct at the public shape")
    if not failed:
        return problems.append(f"{name}: no held-out shape failed: {held}")
    label = failed[0]["shape"]
    for where, text in (("message", verdict["message"]), ("reason", verdict["correctness"]["reason"]),
                        ("held_out.reason", held.get("reason", ""))):
        if not text.startswith("held_out_shape " + label):
            problems.append(f"{name}: {where} does not start with held_out_shape {label}: {text[:200]}")
    for shape in held["shapes"]:
        if any(shape["dims"][k] == v for k, v in PUBLIC_12P.items()):
            problems.append(f"{name}: held-out shape {shape['shape']} keeps a public dimension")


def shape_generic(jaxbench, problems):
    verdict, code = evaluate(jaxbench, "12p", LIBRARY / "12p_RMSNorm" / "correct_reassociated.py", "--budget", "2")
    held = verdict.get("held_out") or {}
    print(f"correct_reassociated.py: {verdict['status']} - held_out {json.dumps(held)[:600]}")
    if verdict["status"] != "correct" or code != 0:
        problems.append(f"shape-generic: {verdict['status']} (exit {code}): {verdict['message'][:300]}")
    shapes = held.get("shapes", [])
    if not (held.get("checked") and held.get("correct") and len(shapes) >= 2 and all(s["correct"] for s in shapes)):
        problems.append(f"shape-generic: held_out not checked and correct at 2 shapes: {held}")
    if len({s["shape"] for s in shapes}) != len(shapes):
        problems.append("shape-generic: the held-out shapes repeat")
    if not isinstance(held.get("speedup_retention"), float) or held.get("timed_shape") != shapes[0]["shape"]:
        problems.append(f"shape-generic: no speedup_retention at the first shape: {held}")
    if not isinstance(held.get("seed"), int):
        problems.append("shape-generic: the verdict does not show the secret seed it drew from")


def single_shape_mlir(jaxbench, problems):
    module = ROOT / "workloads" / "12p_RMSNorm" / "small" / "reference.cpu.mlir"
    verdict, _ = evaluate(jaxbench, "12p", module, "--no-timing")
    held = verdict.get("held_out") or {}
    print(f"reference.cpu.mlir: {verdict['status']} - held_out {held}")
    if verdict["status"] != "correct" or held.get("checked") is not False or ".mlir" not in held.get("note", ""):
        problems.append(f".mlir: expected correct with held-out shapes not checked: {held}")
    if not any("held-out shapes not checked" in n for n in verdict.get("notes", [])):
        problems.append(".mlir: no note says held-out shapes were not checked")


def blocks_for_another_shape(jaxbench, problems):
    verdict, _ = evaluate(jaxbench, "8p", LIBRARY / "8p_GEMM" / "jaxbench_optimized_blocks.py", "--no-timing")
    message = verdict["message"]
    print(f"jaxbench_optimized_blocks.py: {verdict['status']} - {message[:600]}")
    if verdict["status"] != "incorrect":
        problems.append(f"8p blocks: {verdict['status']}, expected incorrect")
    for part in ("pallas_call matmul_kernel (jaxbench_optimized_blocks.py:10)", "grid (0, 0, 0)", "zero-size", "block (1024, 2048)",
                 "larger than its array (256, 512)"):
        if part not in message:
            problems.append(f"8p blocks: the message lacks {part!r}")
    if not verdict["export"].get("pallas_problems"):
        problems.append("8p blocks: export.pallas_problems is empty")


def preflight_at_a_held_out_shape(jaxbench, problems):
    candidate = LIBRARY / "12p_RMSNorm" / "correct_pallas.py"
    run = subprocess.run([jaxbench, "eval", "--workload", "12p", "--candidate", str(candidate), "--json", "--no-store",
                          "--no-timing", "--target", "v6e"], capture_output=True, text=True, timeout=900)
    if run.returncode == 2 and "no tpu PJRT plugin found" in run.stderr:
        return print("pre-flight at a held-out shape NOT checked: libtpu is not installed")
    preflight = (json.loads(run.stdout) if run.stdout.startswith("{") else {}).get("preflight") or {}
    held = preflight.get("held_out") or {}
    print(f"pre-flight: {preflight.get('status')} - held-out {held}")
    if preflight.get("status") != "compiles" or held.get("status") != "compiles" or "=" not in held.get("shape", ""):
        problems.append(f"pre-flight: expected it to compile at a held-out shape too: {held or run.stderr[-600:]}")


def main():
    jaxbench = sys.argv[1]
    problems = []
    for name in ("hardcoded_width_mean.py", "shape_gated_fast_path.py"):
        shape_specific(jaxbench, name, problems)
    shape_generic(jaxbench, problems)
    single_shape_mlir(jaxbench, problems)
    blocks_for_another_shape(jaxbench, problems)
    preflight_at_a_held_out_shape(jaxbench, problems)
    for problem in problems:
        print("FAIL", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
