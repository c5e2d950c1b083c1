"""The scorer's per-op diagnosis (where the estimate misses, and what its
basis says: compute- or DMA-bound, the waits' and the fill's share, whether
its kernels were counted on inputs) and its Markdown and text tables."""
import collections
import statistics


def median_or_none(values):
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else None


def diagnosis(rows, records, predicted, ops):
    """Per op: the median predicted/measured ratio of the estimate (as built, refitted) and of the roofline, the
    share of records whose compute outweighs their DMA, the waits' and the fill's median share of the seconds,
    the estimate's inputs field, how many records left a kernel branch unresolved and how many have XLA loops
    without a constant bound (each counted once)."""
    out = {}
    for op in ops:
        compiled = [(rid, r) for rid, r in rows.items() if r["op"] == op and r.get("status") == "compiles"]
        estimates = [(rid, r.get("tpu_estimate") or {}) for rid, r in compiled]
        measured = {rid: records[rid]["measured_ms"] / 1e3 for rid, _ in compiled}

        def ratio(method):
            return median_or_none(predicted[method][rid] / measured[rid] for rid, _ in compiled
                                  if rid in predicted[method])

        waits = [e["constants"].get("wait_seconds", 0) * e["basis"].get("kernel_waits", 0) / e["seconds"]
                 for _, e in estimates if e.get("seconds")]
        out[op] = {"compiled": len(compiled),
                   "pallas_programs": sum(1 for _, r in compiled if r.get("pallas_calls")),
                   "ratio_as_built": ratio("estimate as built"),
                   "ratio_refit": ratio("estimate, leave-one-op-out refit"),
                   "ratio_roofline": ratio("roofline (cost analysis; formula for Pallas)"),
                   "compute_bound_share": (sum(1 for _, e in estimates if (e.get("compute_seconds") or 0) >
                                               (e.get("dma_seconds") or 0)) / len(estimates)) if estimates else None,
                   "wait_share": median_or_none(waits),
                   "fill_share": median_or_none((e.get("fill_seconds") or 0) / e["seconds"] for _, e in estimates
                                                if e.get("seconds")),
                   "inputs": dict(collections.Counter(e.get("inputs") for _, e in estimates)),
                   "unresolved_records": sum(1 for _, e in estimates if e.get("unresolved")),
                   "unbounded_loop_records": sum(1 for _, e in estimates
                                                 if (e.get("basis") or {}).get("loops_without_bound")),
                   "notes": sorted({n for _, e in estimates for n in e.get("notes") or []})[:3]}
    return out


def fmt(value, spec=".3f", none="-"):
    return none if value is None else format(value, spec)


def score_cells(s):
    return (f"{s['n']} | {fmt(s['spearman'])} | {fmt(s['median_error_pct'], '.0f')}% | "
            f"{fmt(s['p90_error_pct'], '.0f')}% | {fmt(s['median_ratio'], '.2f')}x")


def within_count(scores, method, ops):
    """The ops whose Spearman across their shapes is at least 0.9, as "METHOD k of n" (n: the ops it ranks)."""
    ranked = [scores[method][op]["spearman"] for op in ops if scores[method][op]["spearman"] is not None]
    return f"{method} {sum(1 for r in ranked if r >= 0.9)} of {len(ranked)}"


def markdown(report, methods, ops):
    c = report["counts"]
    lines = [f"#### Counts ({report['target']})", "",
             "| sampled | tried | built | exported | compiled | refused | timed out | inputs refused (f8) |",
             "|---|---|---|---|---|---|---|---|",
             f"| {c['sampled']} | {c['tried']} | {c['built']} | {c['exported']} | {c['compiled']} | {c['refused']} | "
             f"{c['timed_out']} | {c['inputs_refused']} |", "", "| status: reason | records |", "|---|---|"]
    lines += [f"| {reason} | {n} |" for reason, n in c["reasons"].items()]
    lines += ["", "#### Overall", "", "| predictor | n | Spearman | median error | p90 error | median pred/meas |",
              "|---|---|---|---|---|---|"]
    lines += [f"| {m} | {score_cells(report['scores'][m]['overall'])} |" for m in methods]
    for subset in ("Pallas programs", "XLA programs"):
        lines += ["", f"{subset}:", "", "| predictor | n | Spearman | median error | p90 error | median pred/meas |",
                  "|---|---|---|---|---|---|"]
        lines += [f"| {m} | {score_cells(report['scores'][m][subset])} |" for m in methods]
    lines += ["", "#### Per op (Spearman within the op, across its shapes)", "",
              "| op | n | refit Spearman | refit median | refit p90 | refit (absolute) Spearman | refit (absolute) median"
              " | as built Spearman | as built median | "
              "roofline Spearman | roofline median | optimal_seconds Spearman | optimal_seconds median |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    s = report["scores"]
    for op in ops:
        r, b, a = s[methods[0]][op], s[methods[1]][op], s[methods[5]][op]
        roof, opt = s[methods[2]][op], s[methods[4]][op]
        lines.append(f"| {op} | {r['n'] or b['n']} | {fmt(r['spearman'])} | {fmt(r['median_error_pct'], '.0f')}% | "
                     f"{fmt(r['p90_error_pct'], '.0f')}% | {fmt(a['spearman'])} | {fmt(a['median_error_pct'], '.0f')}%"
                     f" | {fmt(b['spearman'])} | {fmt(b['median_error_pct'], '.0f')}%"
                     f" | {fmt(roof['spearman'])} | {fmt(roof['median_error_pct'], '.0f')}% | {fmt(opt['spearman'])}"
                     f" | {fmt(opt['median_error_pct'], '.0f')}% |")
    lines += ["", "Ops ranked with Spearman >= 0.9 within (of those with two or more records ranked): "
              + "; ".join(within_count(s, m, ops) for m in methods) + ".", ""]
    if report.get("published_two_fold"):
        lines += ["The published modules alone, 2-fold held out (bench/fit_tpu_estimate.py's protocol): "
                  + "; ".join(f"{overlap} {fmt(p['spearman'])} / {fmt(p['median_error_pct'], '.0f')}% (n {p['n']})"
                              for overlap, p in report["published_two_fold"].items()) + ".", ""]
    lines += ["#### Where the estimate misses (medians over the op's compiled records)", "",
              "| op | compiled | Pallas | est/meas as built | est/meas refit | roofline/meas | compute-bound | "
              "waits share | fill share | inputs | unresolved | loops without bound |",
              "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for op, d in report["diagnosis"].items():
        lines.append(f"| {op} | {d['compiled']} | {d['pallas_programs']} | {fmt(d['ratio_as_built'], '.2f')} | "
                     f"{fmt(d['ratio_refit'], '.2f')} | {fmt(d['ratio_roofline'], '.2f')} | "
                     f"{fmt(d['compute_bound_share'], '.0%')} | {fmt(d['wait_share'], '.1%')} | "
                     f"{fmt(d['fill_share'], '.1%')} | {', '.join(f'{k}: {v}' for k, v in d['inputs'].items())} | "
                     f"{d['unresolved_records']} | {d['unbounded_loop_records']} |")
    for kind, by_op in report["constants_by_held_out_op"].items():
        lines += ["", f"Refitted constants, {kind} log error (bundles/s, HBM efficiency, overlap exponent, overhead s)"
                  " per held-out op: " + "; ".join(f"{op} ({c[0]:.4g}, {c[1]:.3f}, {c[2]}, {c[3]:g}"
                                                 + (f", {c[4] * 1e9:g} ns a wait" if len(c) > 4 else "") + ")"
                                                 for op, c in by_op.items())
                  + f". Published modules in each fit: {report['published_rows_in_fit']}."]
    return "\n".join(lines)


def text(report, methods):
    c = report["counts"]
    lines = [f"{report['target']}: sampled {c['sampled']}, tried {c['tried']}, built {c['built']}, exported "
             f"{c['exported']}, compiled {c['compiled']}, refused {c['refused']}, timed out {c['timed_out']}"]
    for method in methods:
        s = report["scores"][method]["overall"]
        lines.append(f"  {method:48s} n {s['n']:4d}  Spearman {fmt(s['spearman'])}  median "
                     f"{fmt(s['median_error_pct'], '.0f')}%  p90 {fmt(s['p90_error_pct'], '.0f')}%")
    return "\n".join(lines)
