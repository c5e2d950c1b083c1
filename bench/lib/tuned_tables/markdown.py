"""The Markdown of bench/tpu_tuned_tables.py's report: per kernel, a row per
key (the tuned entry's rank and gap by the estimate, the roofline and the
largest-blocks rule) and the summary line under it."""
from bench.lib.tuned_tables import kernels as tk


def pct(x):
    return f"{100 * x:.0f}%"


def markdown(report):
    lines = []
    for kernel, block in report.items():
        s = block["summary"]
        lines += [f"#### {kernel}", "",
                  "| key | variants compiled | tuned | best by estimate | rank | est(tuned)/est(best)-1 | "
                  "est(worst)/est(best)-1 | roofline rank | roofline gap | largest-blocks rank | "
                  "what-if rank (descriptor DMA) |", "|---|---|---|---|---|---|---|---|---|---|---|"]
        for j in block["judged"]:
            if "rank" not in j:
                lines.append(f"| {tk.label(j['key'])} | {j['compiled']}/{j['variants']} | {tk.label(j['tuned'])} | "
                             f"{j.get('missing')} | - | - | - | - | - | - | - |")
                continue
            lines.append(f"| {tk.label(j['key'])} | {j['compiled']}/{j['variants']} | {tk.label(j['tuned'])} | "
                         f"{tk.label(j['best_by_estimate'])} | {j['rank']} | {100 * j['gap']:.1f}% | "
                         f"{100 * j['spread']:.1f}% | "
                         f"{j['roofline_rank']} | {100 * j['roofline_gap']:.1f}% | {j['largest_rank']} | "
                         f"{j['descriptors_rank']} |")
        if s.get("judged"):
            lines += ["", f"{s['keys']} keys ({s['judged']} judged, median {s['median_variants']} variants): "
                      f"tuned within 10% of the estimate's best on {pct(s['within_10pct'])}, median rank "
                      f"{s['median_rank']} (mean {s['mean_rank']:.2f}), first on {pct(s['top1'])}; roofline: within "
                      f"10% on {pct(s['roofline_within_10pct'])}, median rank {s['roofline_median_rank']} (mean "
                      f"{s['roofline_mean_rank']:.2f}), first on {pct(s['roofline_top1'])}; largest blocks: median "
                      f"rank {s['largest_median_rank']} (mean {s['largest_mean_rank']:.2f}), first on "
                      f"{pct(s['largest_top1'])}; the variants' estimates span a median "
                      f"{pct(s['median_spread'])} above the best (what-if with descriptor DMA: median rank "
                      f"{s['descriptors_median_rank']}). Ranks count a tie as half a place ahead; with ties "
                      f"sharing the better place the mean ranks are estimate {s['best_rank_means']['estimate']:.2f}, "
                      f"roofline {s['best_rank_means']['roofline']:.2f}, largest blocks "
                      f"{s['best_rank_means']['largest']:.2f}."]
        lines.append("")
    return "\n".join(lines)
