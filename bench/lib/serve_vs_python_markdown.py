"""The Markdown table of bench/serve_vs_python.py (docs/bench/cpu.md)."""
import statistics


def ratio(a, b):
    return f"{a / b:.2f}×" if b else "n/a"


def render_costs(costs):
    lines = ["| workload | judge | cold s | warm s | warm kernel runs s | warm overhead s | warm export s | "
             "warm compile s | warm correctness s |", "|---|---|---|---|---|---|---|---|---|"]
    nan = float("nan")
    for workload, sides in costs.items():
        for side, label in (("serve", "jaxbench serve"), ("python_loop", "Python, one warm process"),
                            ("python_loop_all_sets", "Python, one warm process, jaxbench's input sets"),
                            ("python_process", "Python, one process per candidate")):
            if side not in sides:
                continue
            cold, warm = sides[side]["cold"], sides[side]["warm"]
            lines.append(f"| {workload} | {label} | {cold['wall_s']:.3f} | {warm['wall_s']:.3f} | "
                         f"{warm.get('execute_s', nan):.3f} | {warm.get('overhead_s', warm['wall_s']):.3f} | "
                         f"{warm.get('export', nan):.3f} | {warm.get('compile', nan):.3f} | "
                         f"{warm.get('correctness', nan):.3f} |")
        lines += cost_ratios(workload, sides)
    return lines


def cost_ratios(workload, sides):
    """jaxbench's warm cost against each peer's: the wall time, and the overhead
    (wall time less the kernel runs on the critical path)."""
    serve = sides["serve"]["warm"]
    process = sides["python_process"]["cold"]["wall_s"]
    loop = sides["python_loop"]["warm"]
    like = sides.get("python_loop_all_sets", {}).get("warm", {})
    lines = []
    for key, what in (("wall_s", "wall"), ("overhead_s", "overhead")):
        lines.append(f"| {workload} | **ratios (warm {what})** | | vs per-process {ratio(serve[key], process)} | | | "
                     f"vs warm loop {ratio(serve[key], loop.get(key, 0))} | "
                     f"vs warm loop, same sets {ratio(serve[key], like.get(key, 0))} | |")
    return lines


def render(results):
    lines = ["# jaxbench vs a JAXBench-style Python/JAX harness", "",
             f"Machine: {results['machine']}. Commit {results['commit']}. Plugin {results['plugin']}, "
             f"size {results['size']}. Each number the median of {results['repeats']} repetitions, both sides "
             "measured in the same run.", ""]
    for key, renderer in (("costs", render_section_costs), ("dispatch", render_dispatch), ("suite", render_suite),
                          ("precision", render_precision), ("detection", render_detection),
                          ("memory", render_memory)):
        if key in results:
            lines += (renderer(results[key], results.get("held_out")) if key == "costs" else renderer(results[key]))
            lines += [""]
    return "\n".join(lines)


def held_out_note(held_out):
    """What serve's evals checked beyond the public shape; the Python peers never check held-out shapes."""
    asked = "serve's default" if held_out is None else f"`\"held_out\": {held_out}`"
    return (f"jaxbench serve's eval with {asked} held-out shapes"
            f"{' (none: the public shape only)' if held_out == 0 else ''}; "
            "the Python peers check the public shape only, never held-out shapes.")


def render_section_costs(costs, held_out=None):
    return ["## 1. Per-candidate cost (timing off; overhead = wall time less the kernel runs on the critical path)", "",
            held_out_note(held_out), ""] + render_costs(costs)


def render_dispatch(d):
    return ["## 2. Dispatch overhead (a program that returns its argument)", "",
            "| jaxbench timer ms | perf_counter + block_until_ready ms | ratio |", "|---|---|---|",
            f"| {d['jaxbench_ms']:.4f} | {d['python_ms']:.4f} | {ratio(d['jaxbench_ms'], d['python_ms'])} |"]


def render_suite(s):
    lines = [f"## 3. The references ({s['workloads']})", "",
             "| jaxbench run s | Python, JAXBench's run protocol s | ratio |", "|---|---|---|",
             f"| {s['jaxbench_s']:.1f} | {s['python_s']:.1f} | {ratio(s['jaxbench_s'], s['python_s'])} |"]
    if "python_cached_s" in s:
        lines.append(f"| {s['jaxbench_s']:.1f} | {s['python_cached_s']:.1f} (JAX's persistent compilation cache, "
                     f"warm) | {ratio(s['jaxbench_s'], s['python_cached_s'])} |")
    return lines


def render_precision(precision):
    return ["## 4a. Timer precision: CV of a reference's median over 10 repeats", "",
            "| workload | jaxbench | Python |", "|---|---|---|"] + [
        f"| {w} | {r['jaxbench_cv']:.4f} | {r['python_cv']:.4f} |" for w, r in precision.items()]


def render_detection(detection):
    budget = next(iter(detection.values()), {}).get("budget_s")
    lines = ["## 4b. Detection: a program against itself on less work"
             + (f" (timing budget {budget:g} s a run)" if budget else ""), "",
             "| planted | true less work | jaxbench FASTER / SAME / UNSURE / SLOWER | jaxbench median speedup (range) | "
             "Python 'faster' (mean ratio > 1) |", "|---|---|---|---|---|"]
    for less, r in detection.items():
        c, speedups = r["jaxbench"], r.get("speedups") or [float("nan")]
        true = r.get("true_less_work")
        lines.append(f"| {less} | {'-' if true is None else f'{100 * true:.2f}%'} | {c['FASTER']} / {c['SAME']} / "
                     f"{c['UNSURE']} / {c['SLOWER']} of {r['repeats']} | {statistics.median(speedups):.4f} "
                     f"({min(speedups):.3f}-{max(speedups):.3f}) | {r['python_faster']} of {r['repeats']} |")
    return lines


def render_memory(m):
    return [f"## 5. Peak resident memory, {m['candidates']} candidates", "",
            "| jaxbench serve (server + worker) MB | Python process MB | ratio |", "|---|---|---|",
            f"| {m['jaxbench_mb']:.0f} | {m['python_mb']:.0f} | {ratio(m['jaxbench_mb'], m['python_mb'])} |"]
