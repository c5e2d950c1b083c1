#!/usr/bin/env python3
"""The shipped tunable templates (examples/templates/) through the real judge:
two settings of each (the grid's first and last), rendered by the C++
render_setting (autotune_render), each `jaxbench eval --no-timing` correct,
and each rendered file carrying the setting asked. Each eval also checks
held-out shapes (7p's ragged attention one, which costs ~30 s of reference
compile per shape on a 2-core host, checks one; the others the default two).
usage: templates_eval_test.py JAXBENCH AUTOTUNE_RENDER SOURCE_ROOT"""
import concurrent.futures
import json
import os
import subprocess
import sys
import tempfile

TEMPLATES = ["12p_RMSNorm", "8p_GEMM", "1p_Flash_Attention", "7p_Ragged_Paged_Attention"]
EXTRA_ARGS = {"7p_Ragged_Paged_Attention": ["--held-out", "1"]}


def judge(jaxbench, render, root, workdir, workload, index):
    template = os.path.join(root, "examples", "templates", workload + ".py")
    out = os.path.join(workdir, f"{workload}_{index}.py")
    rendered = subprocess.run([render, template, str(index), out], capture_output=True, text=True, check=True)
    setting = json.loads(rendered.stdout)
    namespace = {}
    first_line = open(out).readline()
    exec(first_line, namespace)  # the JAXBENCH_SETTING line alone
    problems = []
    if namespace.get("JAXBENCH_SETTING") != setting:
        problems.append(f"{out}: first line {first_line.strip()!r} is not the setting {setting}")
    run = subprocess.run([jaxbench, "eval", "--workload", workload, "--candidate", out, "--size", "small",
                          "--no-timing", "--no-store", "--json", *EXTRA_ARGS.get(workload, [])],
                         capture_output=True, text=True, cwd=root)
    try:
        status = json.loads(run.stdout).get("status")
    except json.JSONDecodeError:
        status = None
    if status != "correct":
        problems.append(f"{workload} {setting}: status {status} (exit {run.returncode}): "
                        f"{run.stdout[-800:]} {run.stderr[-400:]}")
    print(f"{workload} {setting}: {status}", flush=True)
    return problems


def main():
    jaxbench, render, root = sys.argv[1:4]
    with tempfile.TemporaryDirectory(prefix="jaxbench-templates-") as workdir:
        # Two at a time: the judge is mostly one busy core per eval.
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            jobs = [pool.submit(judge, jaxbench, render, root, workdir, w, i) for w in TEMPLATES for i in (0, -1)]
            problems = [p for job in jobs for p in job.result()]
    for p in problems:
        print("FAIL:", p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
