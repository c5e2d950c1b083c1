"""Short human summaries for `python -m jaxbench` (--json prints the dicts themselves).

Printers only read the dicts the judge answered; a key the judge left out
or set to null prints as "-", so a verdict that was never timed still reads.
"""


def _ms(value):
    return f"{value:.4f} ms" if isinstance(value, (int, float)) else "-"


def _times(value):
    return f"{value:.2f}x" if isinstance(value, (int, float)) else "-"


def verdict_text(result):
    """A few lines: what was judged, the status, correctness, and the timings when there are any."""
    lines = [f"{result.get('workload', '?')} on {result.get('tpu', '?')}: {result.get('status', '?')}"]
    correctness = result.get("correctness") or {}
    if correctness:
        verdict = "pass" if correctness.get("correct") else "FAIL"
        lines.append(f"  correctness: {verdict} (max_diff {correctness.get('max_diff')}, "
                     f"{correctness.get('reason', '')})")
    kernel, baseline = result.get("kernel") or {}, result.get("baseline") or {}
    if kernel.get("median_ms") is not None:
        lines.append(f"  baseline {_ms(baseline.get('median_ms'))}, your kernel {_ms(kernel.get('median_ms'))}: "
                     f"{_times(result.get('speedup_vs_baseline'))} vs baseline")
        pallas = result.get("pallas_reference")
        if pallas:
            lines.append(f"  pallas reference ({pallas.get('source', 'timed')}) {_ms(pallas.get('median_ms'))}: "
                         f"{_times(result.get('speedup_vs_pallas'))} vs pallas")
    reason = result.get("error") or result.get("message")
    if reason and result.get("status") != "correct":
        lines.append(f"  {'error' if result.get('error') else 'why'}: {reason}")
    return "\n".join(lines)


def run_text(record):
    """One line per (workload, variant)."""
    head = f"{record.get('name', '?')} ({record.get('variant', '?')})"
    if record.get("status") == "success":
        return (f"{head}: {_ms(record.get('median_ms'))}, {record.get('tflops', 0):.2f} TFLOPS, "
                f"{record.get('utilization_pct', 0):.1f}% util [{record.get('timing_method', '?')}]")
    return f"{head}: error: {record.get('error', '?')}"


def list_text(items):
    lines = [f"jaxbench: {len(items)} workloads"]
    lines += [f"  {item['name']}{'  [+ optimized]' if item['has_optimized'] else ''}" for item in items]
    return "\n".join(lines)
