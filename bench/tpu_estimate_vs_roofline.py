"""Does the pre-flight's TPU time estimate order kernel variants the way an
analytical roofline and the compiler's own bundle counts say it should?

Two sweeps, each candidate pre-flighted for v6e at size full on this
TPU-less host (`jaxbench preflight --workload W --candidate F --target v6e
--json`, libtpu needed):
  - 8p_GEMM: every setting of examples/templates/8p_GEMM.py (block_m x
    block_n x block_k), beside the workload's own pallas_tpu kernel;
  - 12p_RMSNorm: every block_rows of examples/templates/12p_RMSNorm.py and
    the library's correct_pallas.py.
For each it prints the estimate and its two parts (executed bundles at the
fitted issue rate; DMA bytes at HBM bandwidth), the static bundle count,
and an analytical roofline computed here from the declared blocks alone:
  GEMM:    HBM bytes = A read N/bn times + B read M/bm times + C written once,
           time = max(2MNK / bf16 peak, bytes / HBM bandwidth)
           + grid steps x the per-step pipeline cost (0.35 us, a published
           figure for Pallas TPU grids).
  RMSNorm: the bytes are the same for every block (read x once, write once),
           so the roofline orders by grid steps alone.
and Spearman's rank correlation of the estimate with each.

  .venv/bin/python -m bench.tpu_estimate_vs_roofline [--jobs 2] [--markdown] [--json] [--only 8p|12p]
"""
import argparse
import concurrent.futures
import json
import pathlib
import sys
import tempfile

from bench.lib.registry import v6e_peaks
from bench.lib.stats import spearman
from bench.lib.template_sweeps import STEP_SECONDS, gemm_blocks, input_shapes, preflight_document, sweep_jobs


def preflight(workload, candidate):
    document = preflight_document(workload, candidate)
    if "modules" not in document:
        return document
    modules = document.get("modules", [])
    mine = [m for m in modules if m.get("module", "").endswith("/candidate")]
    return mine[0] if mine else {"status": "missing", "message": json.dumps(document)[:300]}


def gemm_roofline(setting, flops_peak, hbm):
    (m, n, k), hbm_bytes, steps = gemm_blocks(setting)
    return max(2 * m * n * k / flops_peak, hbm_bytes / hbm) + steps * STEP_SECONDS, hbm_bytes, steps


def rmsnorm_roofline(setting, flops_peak, hbm):
    (x_shape, size), _ = input_shapes("12p_RMSNorm")  # x [batch, seq, emb]
    rows, emb = x_shape[0] * x_shape[1], x_shape[2]
    steps = rows // setting["block_rows"]
    hbm_bytes = 2 * size * rows * emb  # read once, written once
    return hbm_bytes / hbm + steps * STEP_SECONDS, hbm_bytes, steps


def row_of(job, module, flops_peak, hbm):
    workload, label, _, setting = job
    estimate = module.get("tpu_estimate") or {}
    basis = estimate.get("basis", {})
    row = {"workload": workload, "label": label, "status": module.get("status"),
           "estimate_s": estimate.get("seconds"), "compute_s": estimate.get("compute_seconds"),
           "dma_s": estimate.get("dma_seconds"), "bundles": basis.get("bundles"),
           "executed_bundles": basis.get("executed_bundles"), "grid_steps": basis.get("grid_steps"),
           "dma_bytes": basis.get("dma_bytes"), "message": module.get("message", "")[:160]}
    if setting:
        roofline = gemm_roofline if workload == "8p_GEMM" else rmsnorm_roofline
        row["roofline_s"], row["roofline_bytes"], row["steps"] = roofline(setting, flops_peak, hbm)
    return row


def rank_agreement(a, b):
    """Spearman's rho, or None where either side does not vary (every RMSNorm block moves the same bytes)."""
    return spearman(a, b) if len(set(a)) > 1 and len(set(b)) > 1 else None


def agreement(rows):
    ranked = [r for r in rows if r.get("estimate_s") and r.get("roofline_s")]
    if len(ranked) < 3:
        return {}
    estimate = [r["estimate_s"] for r in ranked]
    return {"n": len(ranked), "spearman_vs_roofline": rank_agreement(estimate, [r["roofline_s"] for r in ranked]),
            "spearman_vs_executed_bundles": rank_agreement(estimate, [r["executed_bundles"] for r in ranked]),
            "spearman_vs_roofline_bytes": rank_agreement(estimate, [r["roofline_bytes"] for r in ranked]),
            "fastest_by_estimate": min(ranked, key=lambda r: r["estimate_s"])["label"],
            "fastest_by_roofline": min(ranked, key=lambda r: r["roofline_s"])["label"]}


def markdown(report):
    lines = []
    for workload, block in report.items():
        lines += [f"### {workload}", "",
                  "| candidate | status | estimate ms | compute ms | DMA ms | executed bundles | static bundles | "
                  "DMA GB (descriptors) | roofline ms | roofline GB | grid steps |", "|---|---|---|---|---|---|---|---|---|---|---|"]
        for r in sorted(block["rows"], key=lambda r: (r["estimate_s"] is None, r["estimate_s"] or 0)):
            def ms(key):
                return f"{r[key] * 1e3:.3f}" if r.get(key) is not None else "-"

            def gb(key):
                return f"{r[key] / 1e9:.2f}" if r.get(key) is not None else "-"

            lines.append(f"| {r['label']} | {r['status']} | {ms('estimate_s')} | {ms('compute_s')} | {ms('dma_s')} | "
                         f"{r.get('executed_bundles') or '-'} | {r.get('bundles') or '-'} | {gb('dma_bytes')} | "
                         f"{ms('roofline_s')} | {gb('roofline_bytes')} | {r.get('steps') or r.get('grid_steps') or '-'} |")
        a = block["agreement"]
        if a:
            def rho(key):
                return "undefined (one side constant)" if a[key] is None else f"{a[key]:.3f}"

            lines += ["", f"Over the {a['n']} template settings: Spearman(estimate, roofline) = "
                      f"{rho('spearman_vs_roofline')}, Spearman(estimate, roofline bytes) = "
                      f"{rho('spearman_vs_roofline_bytes')}, Spearman(estimate, executed bundles) = "
                      f"{rho('spearman_vs_executed_bundles')}; fastest by the estimate {a['fastest_by_estimate']}, "
                      f"by the roofline {a['fastest_by_roofline']}."]
        lines.append("")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", choices=("8p", "12p"))
    ap.add_argument("--markdown", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    flops_peak, hbm = v6e_peaks()
    with tempfile.TemporaryDirectory(prefix="jaxbench-sweep-") as folder:
        jobs = sweep_jobs(args.only, pathlib.Path(folder))

        def run(job):
            row = row_of(job, preflight(job[0], job[2]), flops_peak, hbm)
            print(f"{job[0]} {job[1]}: {row['status']} estimate {row['estimate_s']}", file=sys.stderr, flush=True)
            return row

        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            rows = list(pool.map(run, jobs))
    report = {}
    for workload in dict.fromkeys(r["workload"] for r in rows):
        block = [r for r in rows if r["workload"] == workload]
        report[workload] = {"rows": block, "agreement": agreement(block)}
    print(json.dumps(report, indent=1) if args.json or not args.markdown else markdown(report))
    if args.json and args.markdown:
        print(markdown(report), file=sys.stderr)


if __name__ == "__main__":
    main()
