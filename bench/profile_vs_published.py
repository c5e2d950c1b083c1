"""Does the TPU profile's MXU-busy share say how close a module runs to the
chip's peak? Over the 57 modules with a published v6e time, each module's
`tpu_profile.mxu_utilisation` x the v6e bf16 peak is set against the FLOP/s
its published time implies (the workload's FLOPs, from its full-size
manifest, over JAXBench's median: the baseline's for a reference, the
optimized one's for a Pallas kernel): Spearman and Pearson of their logs,
and the per-module table. Beside it, the same for the estimate's own
achieved FLOP/s (FLOPs over the estimated seconds), as a yardstick.

It also checks the slot occupancy the profile read from every module's
bundles against the registry's slots per bundle (tpu_profile.slot_capacity,
from platform/tpu_bundle_slots): the most operations of each kind in one
bundle over all modules, and every unit that holds more than the slots.

The profiles come from bench/collect_preflight_v6e.py's CACHE/results.jsonl,
or, with --dumps, are read again from the kept dumps by the current worker
(`jaxbench-preflight-worker --profile DUMP RESULT [KERNEL_INPUTS]`):

  .venv/bin/python -m bench.profile_vs_published CACHE [--dumps CACHE/dumps] [--published CSV] [--json]
"""
import argparse
import json
import math
import pathlib
import subprocess
import tempfile

from bench.lib.estimate_fit import DIFFERENT_PROBLEM, PUBLISHED_V6E, published_times
from bench.lib.stats import spearman

ROOT = pathlib.Path(__file__).resolve().parents[1]


def reread(module, dumps, worker):
    """The module's estimate and profile read again from its kept dump, or the row's own."""
    dump = pathlib.Path(dumps) / module["module"].replace("/", "__")
    if not dump.is_dir():
        return module.get("tpu_profile")
    with tempfile.NamedTemporaryFile("w", suffix=".json") as result:
        json.dump({"cost": module.get("cost", {})}, result)
        result.flush()
        inputs = dump / "kernel_inputs.json"
        command = [worker, "--profile", str(dump), result.name] + ([str(inputs)] if inputs.exists() else [])
        out = json.loads(subprocess.run(command, capture_output=True, text=True, check=True).stdout)
    module["tpu_estimate"] = out["tpu_estimate"]
    return out["tpu_profile"]


def manifest_flops(workload):
    path = ROOT / "workloads" / workload / "full" / "manifest.json"
    return json.loads(path.read_text()).get("flops") if path.exists() else None


def rows_of(modules, times, dumps, worker):
    rows = []
    for module in modules:
        workload, _, rest = module["module"].partition("/")
        variant = "optimized" if "pallas" in rest else "baseline"
        if module.get("status") != "compiles" or (workload, variant) not in times:
            continue
        profile = reread(module, dumps, worker) if dumps else module.get("tpu_profile")
        if not profile:
            continue
        flops, measured = manifest_flops(workload), times[(workload, variant)]
        estimate = (module.get("tpu_estimate") or {}).get("seconds")
        rows.append({"module": module["module"], "measured_s": measured, "flops": flops,
                     "implied": flops / measured if flops else None,
                     "mxu_utilisation": profile["mxu_utilisation"],
                     "predicted": profile["mxu_utilisation"] * profile["peak_flops_per_second"],
                     "estimated": flops / estimate if flops and estimate else None,
                     "bottleneck": profile["bottleneck"], "peak": profile["peak_flops_per_second"],
                     "comparable": not (variant == "optimized" and workload in DIFFERENT_PROBLEM),
                     "profile": profile})
    return sorted(rows, key=lambda r: r["module"])


def pearson(x, y):
    mx, my = sum(x) / len(x), sum(y) / len(y)
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    sxx, syy = sum((a - mx) ** 2 for a in x), sum((b - my) ** 2 for b in y)
    return sxy / math.sqrt(sxx * syy) if sxx > 0 and syy > 0 else None


def correlation(rows, key):
    pairs = [(r[key], r["implied"]) for r in rows if r.get(key) and r.get("implied")]
    if len(pairs) < 3:
        return {"n": len(pairs), "spearman": None, "pearson_log": None}
    logs = [(math.log(a), math.log(b)) for a, b in pairs]
    ratios = sorted(a / b for a, b in pairs)
    return {"n": len(pairs), "spearman": spearman([a for a, _ in pairs], [b for _, b in pairs]),
            "pearson_log": pearson([a for a, _ in logs], [b for _, b in logs]),
            "median_ratio": ratios[len(ratios) // 2], "zero": sum(1 for r in rows if r.get(key) == 0)}


def slot_check(rows):
    """Per kind: the registry's slots, the most read in one bundle (and where), and the units over the slots."""
    kinds = {}
    for r in rows:
        capacity = r["profile"].get("slot_capacity") or {}
        for unit in r["profile"]["units"]:
            for kind, most in unit["max_per_bundle"].items():
                k = kinds.setdefault(kind, {"slots": capacity.get(kind, 0), "most": 0, "where": "", "over": []})
                if most > k["most"]:
                    k["most"], k["where"] = most, f"{r['module']} {unit['unit']}"
                if k["slots"] and most > k["slots"]:
                    k["over"].append(f"{r['module']} {unit['unit']}: {most}")
    return kinds


def fmt(x, scale=1.0, digits=3):
    return "-" if x is None else f"{x * scale:.{digits}f}"


def markdown(rows, report):
    lines = ["| set | predictor | n | Spearman | Pearson (log) | median predicted / implied | zero |",
             "|---|---|---|---|---|---|---|"]
    for name, block in report["sets"].items():
        for label, c in block.items():
            lines.append(f"| {name} | {label} | {c['n']} | {fmt(c['spearman'])} | {fmt(c['pearson_log'])} | "
                         f"{fmt(c.get('median_ratio'))} | {c.get('zero', '-')} |")
    lines += ["", "| module | published ms | implied TFLOP/s | MXU util | util x peak TFLOP/s | estimate's TFLOP/s | "
              "bottleneck |", "|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: -(r["implied"] or 0)):
        lines.append(f"| {r['module']}{'' if r['comparable'] else ' (different problem)'} | {r['measured_s'] * 1e3:.3f} | "
                     f"{fmt(r['implied'], 1e-12, 1)} | {fmt(r['mxu_utilisation'], 100, 1)}% | "
                     f"{fmt(r['predicted'], 1e-12, 1)} | {fmt(r['estimated'], 1e-12, 1)} | {r['bottleneck']} |")
    lines += ["", "| slot kind | registry slots per bundle | most in one bundle (57 modules) | where | units over |",
              "|---|---|---|---|---|"]
    for kind, k in report["slots"].items():
        lines.append(f"| {kind} | {k['slots'] or '-'} | {k['most']} | {k['where']} | {len(k['over'])} |")
    over = [line for k in report["slots"].values() for line in k["over"]]
    lines += [""] + ([f"Over the slots: {'; '.join(over)}"] if over else ["No unit holds more than the slots."])
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("cache", type=pathlib.Path)
    ap.add_argument("--dumps", help="read every profile again from these kept dumps")
    ap.add_argument("--published", default=str(PUBLISHED_V6E))
    ap.add_argument("--worker", default=str(ROOT / "build" / "jaxbench-preflight-worker"))
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    lines = (args.cache / "results.jsonl").read_text().splitlines()
    modules = [json.loads(line) for line in lines if line.strip()]
    rows = rows_of(modules, published_times(args.published), args.dumps, args.worker)
    report = {"sets": {}, "slots": slot_check(rows)}
    for name, subset in (("all", rows), ("comparable", [r for r in rows if r["comparable"]])):
        report["sets"][name] = {"MXU util x peak": correlation(subset, "predicted"),
                                "estimate's FLOP/s": correlation(subset, "estimated")}
    if args.json:
        print(json.dumps({"report": report, "rows": [{k: v for k, v in r.items() if k != "profile"} for r in rows]},
                         indent=1))
    else:
        print(markdown(rows, report))


if __name__ == "__main__":
    main()
