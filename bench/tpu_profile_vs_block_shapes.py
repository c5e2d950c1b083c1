"""Does the TPU profile's named bottleneck move the way the block shapes say?

Every setting of examples/templates/8p_GEMM.py (block_m x block_n x block_k,
18) is pre-flighted for v6e at size full, as bench/tpu_estimate_vs_roofline.py
does (`jaxbench preflight --workload 8p --candidate F --target v6e --json`,
libtpu needed), and the workload's own pallas_tpu kernel (JAXBench's tuned
1024 x 2048 x 1024 blocks) is read from the same documents. Per setting it
prints the estimate, the profile's bottleneck, its MXU utilisation, DMA
against compute time, the grid steps, the idle (step overhead) bundles'
share of the executed bundles, and the top unit; beside them what the block
shapes alone imply: the largest of the three analytical times
  mxu           2MNK / bf16 peak
  dma           (A read N/bn times + B read M/bm times + C once) / HBM bandwidth
  step_overhead grid steps x 0.35 us (a Pallas TPU pipeline step)
and Spearman's rho of the MXU utilisation against the block volume and the
arithmetic intensity (flops over the blocks' HBM bytes).

  nice -n 10 .venv/bin/python -m bench.tpu_profile_vs_block_shapes [--jobs 2] [--keep DIR] [--json FILE]
  .venv/bin/python -m bench.tpu_profile_vs_block_shapes --from FILE [--reread DIR]

--keep DIR keeps each candidate's dump, kernel inputs and worker result
(JAXBENCH_KEEP_TPU_DUMPS=DIR/<setting>); --json FILE keeps the rows;
--from FILE prints the table again from them, and with --reread DIR reads
every profile again from the kept dumps with the current
build/jaxbench-preflight-worker --profile, without compiling.
"""
import argparse
import concurrent.futures
import json
import os
import pathlib
import subprocess
import sys
import tempfile

from bench.lib.registry import v6e_peaks
from bench.lib.stats import spearman
from bench.lib.template_sweeps import STEP_SECONDS, gemm_blocks, preflight_document, sweep_jobs

ROOT = pathlib.Path(__file__).resolve().parents[1]

JAXBENCH_BLOCKS = {"block_m": 1024, "block_n": 2048, "block_k": 1024}  # workloads/8p_GEMM's pallas_tpu
WORKER = ROOT / "build" / "jaxbench-preflight-worker"


def implied(setting, flops_peak, hbm):
    """The three analytical times of a GEMM with these blocks and the largest's name."""
    (m, n, k), hbm_bytes, steps = gemm_blocks(setting)
    times = {"mxu": 2 * m * n * k / flops_peak, "dma": hbm_bytes / hbm, "step_overhead": steps * STEP_SECONDS}
    return times, max(times, key=times.get), 2 * m * n * k / hbm_bytes


def row(label, setting, module, flops_peak, hbm):
    profile = module.get("tpu_profile") or {}
    estimate = module.get("tpu_estimate") or {}
    times, bound, intensity = implied(setting, flops_peak, hbm)
    top = (profile.get("units") or [{}])[0]
    return {"label": label, "setting": setting, "status": module.get("status"),
            "estimate_s": estimate.get("seconds"), "compute_s": profile.get("compute_seconds"),
            "dma_s": profile.get("dma_seconds"), "grid_steps": profile.get("grid_steps"),
            "step_overhead_s": profile.get("step_overhead_seconds"), "idle_share": profile.get("idle_share"),
            "mxu_utilisation": profile.get("mxu_utilisation"), "bottleneck": profile.get("bottleneck"),
            "reason": profile.get("reason"), "top_unit": top.get("unit"), "top_share": top.get("share"),
            "slot_pressure": profile.get("slot_pressure"), "implied": bound, "implied_times": times,
            "intensity": intensity, "volume": setting["block_m"] * setting["block_n"] * setting["block_k"]}


def profile_of(folder):
    """The estimate and profile the current worker reads from one kept module (--profile)."""
    inputs = folder / "kernel_inputs.json"
    command = [str(WORKER), "--profile", str(folder / "tpu-dump"), str(folder / "result.json")]
    document = json.loads(subprocess.run(command + ([str(inputs)] if inputs.exists() else []),
                                         capture_output=True, text=True, check=True).stdout)
    return {"status": "compiles" if document["tpu_estimate"] else "no_estimate",
            "tpu_estimate": document["tpu_estimate"], "tpu_profile": document["tpu_profile"]}


def reread(rows, keep):
    """Each row read again from its kept dump, and JAXBench's kernel where a run compiled it."""
    flops_peak, hbm = v6e_peaks()
    out = []
    for r in rows:
        if "pallas" in r["label"]:
            continue
        kept = sorted(pathlib.Path(keep, r["label"]).glob("*candidate*/tpu-dump"))
        out.append(row(r["label"], r["setting"], profile_of(kept[-1].parent), flops_peak, hbm) if kept else r)
    kernel = sorted(pathlib.Path(keep).glob("*/*pallas_tpu*/tpu-dump"))
    if kernel:
        out.append(row("pallas_tpu (JAXBench's kernel)", JAXBENCH_BLOCKS, profile_of(kernel[0].parent), flops_peak,
                       hbm))
    return out


def collect(jobs, keep):
    flops_peak, hbm = v6e_peaks()
    reference = {}
    with tempfile.TemporaryDirectory(prefix="jaxbench-profile-sweep-") as folder:
        todo = [j for j in sweep_jobs("8p", pathlib.Path(folder))]

        def run(job):
            environment = dict(os.environ, JAXBENCH_KEEP_TPU_DUMPS=str(pathlib.Path(keep, job[1]))) if keep else None
            document = preflight_document(job[0], job[2], environment)
            modules = document.get("modules", [])
            mine = [m for m in modules if m.get("module", "").endswith("/candidate")]
            for m in modules:
                if "pallas_tpu" in m.get("module", ""):
                    reference.setdefault("pallas_tpu", m)
            r = row(job[1], job[3], mine[0] if mine else {"status": "missing"}, flops_peak, hbm)
            print(f"{job[1]}: {r['status']} {r['bottleneck']} mxu {r['mxu_utilisation']}", file=sys.stderr, flush=True)
            return r

        with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
            rows = list(pool.map(run, todo))
    if "pallas_tpu" in reference:
        rows.append(row("pallas_tpu (JAXBench's kernel)", JAXBENCH_BLOCKS, reference["pallas_tpu"], flops_peak, hbm))
    return rows


def implied_at(r, step):
    """The largest analytical time of a row with `step` seconds per grid step."""
    times = dict(r["implied_times"], step_overhead=r["implied_times"]["step_overhead"] * step / STEP_SECONDS)
    return max(times, key=times.get)


def fmt(value, scale=1.0, digits=3):
    return "-" if value is None else f"{value * scale:.{digits}f}"


def markdown(rows):
    lines = ["| blocks m x n x k | estimate ms | bottleneck | implied by the blocks | MXU util | compute ms | "
             "DMA ms | grid steps | idle share | step overhead us/step | top unit (share) |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: (r["volume"], r["label"])):
        s = r["setting"]
        blocks = f"{s['block_m']} x {s['block_n']} x {s['block_k']}" + (" (pallas_tpu)" if "pallas" in r["label"] else "")
        lines.append(f"| {blocks} | {fmt(r['estimate_s'], 1e3)} | {r['bottleneck'] or r['status']} | {r['implied']} | "
                     f"{fmt(r['mxu_utilisation'], 100, 1)}% | {fmt(r['compute_s'], 1e3)} | {fmt(r['dma_s'], 1e3)} | "
                     f"{r['grid_steps'] or '-'} | {fmt(r['idle_share'], 100, 1)}% | {fmt(r['step_overhead_s'], 1e6)} | "
                     f"{r['top_unit'] or '-'} ({fmt(r['top_share'], 100, 0)}%) |")
    ok = [r for r in rows if r["mxu_utilisation"] is not None]
    if len(ok) >= 3:
        agree = sum(r["bottleneck"] == r["implied"] for r in ok)
        lines += ["", f"Named bottleneck = the one the blocks imply: {agree} of {len(ok)}. "
                  f"Spearman(MXU utilisation, block volume) = "
                  f"{spearman([r['mxu_utilisation'] for r in ok], [r['volume'] for r in ok]):.3f}, "
                  f"Spearman(MXU utilisation, arithmetic intensity) = "
                  f"{spearman([r['mxu_utilisation'] for r in ok], [r['intensity'] for r in ok]):.3f}, "
                  f"Spearman(idle share, grid steps) = "
                  f"{spearman([r['idle_share'] for r in ok], [r['grid_steps'] for r in ok]):.3f}."]
        step = sorted(r["step_overhead_s"] for r in ok)[len(ok) // 2]
        agree = sum(r["bottleneck"] == implied_at(r, step) for r in ok)
        lines += ["", f"With the profile's own per-step cost (median {step * 1e6:.3f} us of idle bundles a step) "
                  f"instead of {STEP_SECONDS * 1e6:.2f} us, the blocks imply the named bottleneck for {agree} of "
                  f"{len(ok)}."]
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write the rows to this file")
    ap.add_argument("--from", dest="source", help="rows written by an earlier --json, not compiled again")
    ap.add_argument("--keep", help="keep each setting's dump here (JAXBENCH_KEEP_TPU_DUMPS)")
    ap.add_argument("--reread", help="with --from: read the profiles again from the dumps --keep kept here")
    args = ap.parse_args()
    rows = json.loads(pathlib.Path(args.source).read_text()) if args.source else collect(args.jobs, args.keep)
    if args.reread:
        rows = reread(rows, args.reread)
    if args.json:
        pathlib.Path(args.json).write_text(json.dumps(rows, indent=1))
    print(markdown(rows))


if __name__ == "__main__":
    main()
