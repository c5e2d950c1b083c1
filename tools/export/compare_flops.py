"""Compares each manifest's FLOP formula with XLA's own count.

The judge's CPU plugin does not implement PJRT_Executable_GetCostAnalysis,
so this asks XLA's HLO cost analysis the same question through JAX
(`jax.jit(workload).lower(...).cost_analysis()`, the analysis PJRT cost
analysis reports on platforms that implement it) for the reference program of
every workload and size, and lists where the two differ by more than 10%.

  python -m tools.export.compare_flops [--size small|full|all] [--json]
"""
import argparse
import json
import sys

from tools.export import jaxcfg

jaxcfg.set_env(cpu_only=True)

from tools.export import loading, programs  # noqa: E402


def xla_flops(module, size):
    import jax
    progs_in = programs.inputs_fn(module, size)
    import jax.numpy as jnp
    specs = jax.eval_shape(progs_in, jax.ShapeDtypeStruct((2,), jnp.uint32), jax.ShapeDtypeStruct((), jnp.int32))
    lowered = jax.jit(programs.reference_fn(module)).lower(*specs)
    cost = lowered.cost_analysis()
    if isinstance(cost, (list, tuple)):
        cost = cost[0]
    return float(cost.get("flops", 0.0)) if cost else 0.0


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--workloads-root", default="workloads")
    ap.add_argument("--size", default="all", choices=["small", "full", "all"])
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    jaxcfg.pin()
    sizes = ["small", "full"] if args.size == "all" else [args.size]
    rows = []
    for wid in loading.discover(args.workloads_root):
        module = loading.load(args.workloads_root, wid)
        for size in sizes:
            manifest = int(module.flops(size))
            xla = xla_flops(module, size)
            ratio = manifest / xla if xla else float("inf")
            rows.append({"workload": wid, "size": size, "manifest_flops": manifest, "xla_flops": xla,
                         "ratio": ratio, "within_10pct": abs(ratio - 1) <= 0.10})
            print(f"{wid:52s} {size:5s} manifest {manifest:>16d} xla {xla:>18.0f} ratio {ratio:6.3f}"
                  f"{'' if abs(ratio - 1) <= 0.10 else '  <-- differs'}", file=sys.stderr)
    outside = [r for r in rows if not r["within_10pct"]]
    if args.json:
        print(json.dumps({"rows": rows, "outside_10pct": outside}, indent=1))
    print(f"{len(rows) - len(outside)} of {len(rows)} within 10% of XLA's count", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
