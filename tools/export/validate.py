"""Validate a workload module before it joins the suite (the Python half of a
future `jaxbench workload add`).

  python -m tools.export.validate --workloads-root DIR --only ID [ID ...]
         [--size small] [--held-out-check N] [--json]

Prints one line per check, "ok <check>: <what was measured>" or
"FAIL <check>: <what, where, the fix>". A workload's checks stop at its first
failure (later checks would run on what failed); with several ids the next
one is validated all the same. Exit 0 all passed, 1 a check failed, 2 usage
error. --json prints the lines on stderr and a JSON summary on stdout.

Checks, in order: contract, make_inputs, modes (here), reference, truth, cost,
shape_family, cpu_budget (validate_programs.py, which runs the programs).
"""
import sys

if __name__ == "__main__" and not __package__:
    import os
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tools.export import jaxcfg

jaxcfg.set_env(cpu_only=True)

import argparse  # noqa: E402
import json  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402

jax = jaxcfg.pin()
import jax.numpy as jnp  # noqa: E402

from tools.export import loading, programs  # noqa: E402
from tools.export.validate_programs import (  # noqa: E402
    COST_FUNCTIONS, CheckFailed, check_cost, check_cpu_budget, check_reference,
    check_shape_family, check_truth, describe_array, draw_shapes, is_floating, same_array)

SEED_A, SEED_B = (0, 1), (2, 3)   # two keys: make_inputs must differ across them


def make_inputs(module, mode, size, seed):
    """make_inputs under a fresh jax.jit trace (a new closure each call: numpy randomness
    then differs between two calls), from the key the exporter makes of a u32[2] seed."""
    def make(seed_data):
        key = jax.random.wrap_key_data(seed_data, impl="threefry2x32")
        out = module.make_inputs(key, mode, size)
        return tuple(out) if isinstance(out, (tuple, list)) else (out,)
    return [np.asarray(a) for a in jax.jit(make)(jnp.asarray(seed, jnp.uint32))]


def check_contract(root, wid, size):
    try:
        module = loading.load(root, wid, check=False)
    except loading.WorkloadError as e:
        raise CheckFailed(f"{e}; fix the import error in {Path(root) / wid / 'workload.py'}") from e
    missing = [n for n in loading.REQUIRED if not hasattr(module, n) and n not in COST_FUNCTIONS]
    if missing:
        raise CheckFailed(f"{wid}/workload.py lacks {', '.join(missing)}; define every name of "
                          "workloads/README.md's contract table")
    kinds = {"CONFIG": dict, "SIZES": dict, "MODES": (list, tuple), "NOTES": (list, tuple),
             "SHAPE_FAMILY": dict}
    for name, kind in kinds.items():
        if not isinstance(getattr(module, name), kind):
            raise CheckFailed(f"{name} is a {type(getattr(module, name)).__name__}, not a "
                              f"{getattr(kind, '__name__', 'list')}")
    config_missing = [k for k in loading.CONFIG_KEYS if k not in module.CONFIG]
    if config_missing or not isinstance(module.CONFIG.get("jaxbench"), dict):
        raise CheckFailed(f"CONFIG lacks {', '.join(config_missing) or 'a dict jaxbench'}")
    for name in dict.fromkeys(loading.SIZES + (size,)):
        value = module.SIZES.get(name)
        if not isinstance(value, dict) or not all(isinstance(v, int) for v in value.values()):
            raise CheckFailed(f"SIZES['{name}'] must be a dict of int dimensions, got {value!r}")
    modes = list(module.MODES)
    if not modes or modes[0] != "normal" or len(set(modes)) != len(modes) \
            or not all(isinstance(m, str) for m in modes) or len(modes) < 2:
        raise CheckFailed(f"MODES must be distinct str starting with 'normal' and at least one "
                          f"adversarial mode, got {modes}")
    present_costs = tuple(n for n in COST_FUNCTIONS if hasattr(module, n))  # missing: check_cost
    for name in ("make_inputs", "workload") + present_costs:
        if not callable(getattr(module, name)):
            raise CheckFailed(f"{name} is not callable")
    return module, f"{len(modes)} modes, sizes {', '.join(module.SIZES)}, {len(module.NOTES)} notes"


def check_make_inputs(module, size):
    try:
        a = make_inputs(module, "normal", size, SEED_A)
        again = make_inputs(module, "normal", size, SEED_A)
    except Exception as e:  # noqa: BLE001 - any tracing error is the finding
        raise CheckFailed(f"make_inputs(key, 'normal', '{size}') does not trace under jax.jit: "
                          f"{loading.describe(e, module.__file__)}; draw from `key` only, no host "
                          "values that depend on it") from e
    names = programs.input_names(module, len(a))
    b = make_inputs(module, "normal", size, SEED_B)
    for name, x, y, z in zip(names, a, again, b):
        if not same_array(x, y):
            raise CheckFailed(f"input {name}: two traces with one key differ (numpy or Python "
                              "randomness?); draw every tensor from jax.random with a split of key")
        constant = x.size > 1 and (x == x.flat[0]).all()  # the modes check names that
        if same_array(x, z) and not constant:
            raise CheckFailed(f"input {name}: the same for two keys (numpy randomness or a "
                              "constant?); draw it from jax.random with its own split of key")
    return a, b, names, f"{len(a)} inputs ({', '.join(map(describe_array, a))}), jit-traced, " \
                        "deterministic per key, different across keys"


def check_modes(module, size, normal_inputs, names):
    inputs = {"normal": normal_inputs}
    for mode in module.MODES[1:]:
        inputs[mode] = make_inputs(module, mode, size, SEED_A)
        if all(same_array(x, y) for x, y in zip(inputs[mode], normal_inputs)):
            raise CheckFailed(f"mode '{mode}' gives the inputs of mode 'normal'; make it change "
                              "the distribution (jaxbench_common's modes)")
    for mode, xs in inputs.items():
        for name, x in zip(names, xs):
            where = f"mode '{mode}', input {name} ({describe_array(x)})"
            if is_floating(x):
                xf = x.astype(np.float32)
                if not np.isfinite(xf).all():
                    raise CheckFailed(f"{where} holds NaN/Inf; draw finite values")
                if not xf.any():
                    raise CheckFailed(f"{where} is all zero; draw weights with jc.fan_in_weight")
                if x.size > 1 and xf.min() == xf.max():
                    raise CheckFailed(f"{where} is constant {xf.flat[0]}; draw varied values")
            elif x.size > 1 and (x == x.flat[0]).all():
                raise CheckFailed(f"{where}: every integer is {x.flat[0]}; draw valid, varied ones")
    return inputs, f"{len(inputs)} modes ({', '.join(inputs)}) change the inputs; all finite, " \
                   "none zero or constant"


class _Stopped(Exception):
    """A check failed: the workload's later checks are skipped."""


def validate(root, wid, size, held_out_count, emit):
    """Every check on one workload, in order, until the first failure; emit(line)
    for each. Returns [(check, ok, text)]."""
    results, path = [], Path(root) / wid / "workload.py"

    def run(check, fn, *args):
        try:
            value = fn(*args)
        except CheckFailed as e:
            text = str(e)
        except Exception as e:  # noqa: BLE001 - the workload's own code raised: name its line
            text = f"{loading.describe(e, path)}; fix workload.py"
        else:
            text = value[-1] if isinstance(value, tuple) else value
            results.append((check, True, text))
            emit(f"ok {check}: {text}")
            return value
        results.append((check, False, text))
        emit(f"FAIL {check}: {text}")
        raise _Stopped
    try:
        module, _ = run("contract", check_contract, root, wid, size)
        normal, other_key, names, _ = run("make_inputs", check_make_inputs, module, size)
        inputs, _ = run("modes", check_modes, module, size, normal, names)
        outputs, reference, _ = run("reference", check_reference, module, inputs, other_key)
        run("truth", check_truth, module, inputs, outputs)
        run("cost", check_cost, module, size, reference)  # before the family: manifests need flops
        if held_out_count > 0:
            run("shape_family", check_shape_family, module, wid, size, held_out_count)
        run("cpu_budget", check_cpu_budget, module, size, reference, normal)
    except _Stopped:
        pass
    jax.clear_caches()  # one process validates many workloads: drop their compiled programs
    return results


def resolve_id(asked, known):
    """A workload id from an id or its prefix (l1_019, 12p), as the exporter takes them; an
    unknown one is kept as given, so the contract check names the missing workload.py."""
    for wid in known:
        try:
            if asked.lower() in (wid.lower(), loading.prefix(wid).lower()):
                return wid
        except loading.WorkloadError:  # a folder whose name is no id: only its full name matches
            continue
    return asked


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m tools.export.validate",
                                 description=__doc__.splitlines()[0])
    ap.add_argument("--workloads-root", default=str(loading.default_root()))
    ap.add_argument("--only", nargs="+", metavar="ID",
                    help="workload ids (default: every one under the root)")
    ap.add_argument("--size", default="small", help="the size validated (default small)")
    ap.add_argument("--held-out-check", type=int, default=2, metavar="N",
                    help="held-out shapes drawn and exported (0: skip; default 2)")
    ap.add_argument("--json", action="store_true", help="JSON summary on stdout, lines on stderr")
    args = ap.parse_args(argv)
    root = Path(args.workloads_root)
    try:
        known = loading.discover(root)
    except loading.WorkloadError as e:
        print(f"validate: {e}", file=sys.stderr)
        return 2
    ids = [resolve_id(a, known) for a in args.only] if args.only else known
    out = sys.stderr if args.json else sys.stdout
    summary, failed, start = [], False, time.perf_counter()
    for wid in ids:
        t0 = time.perf_counter()
        print(f"== {wid}", file=out, flush=True)
        results = validate(root, wid, args.size, args.held_out_check,
                           lambda line: print(line, file=out, flush=True))
        ok = all(r[1] for r in results)
        failed |= not ok
        summary.append({"id": wid, "status": "ok" if ok else "fail",
                        "seconds": round(time.perf_counter() - t0, 2),
                        "checks": [{"check": c, "ok": k, "message": m} for c, k, m in results]})
    passed = sum(r["status"] == "ok" for r in summary)
    print(f"== {passed} of {len(summary)} workloads passed in {time.perf_counter() - start:.0f} s",
          file=out)
    if args.json:
        print(json.dumps({"status": "fail" if failed else "ok", "size": args.size,
                          "results": summary}, indent=1, sort_keys=True))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
