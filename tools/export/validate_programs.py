"""The checks of tools/export/validate.py that run the workload's programs: the
reference (deterministic, finite, not constant), the f32 truth against it, the
shape family (held-out shapes drawn and exported), the FLOP and byte formulas,
and the CPU budget of size small. Each returns its "ok" text or raises
CheckFailed with the FAIL text."""
import math
import random
import time

import jax
import numpy as np

from tools.export import held_out, loading, manifest, programs

# The reference (suite dtype) must compute the function truth computes (f32,
# highest precision): its RMS error against truth, in units of truth's standard
# deviation (the judge's measure, src/judge/correctness.h), stays under this.
# bf16 rounding of the output alone gives 2e-3 to 4e-3 (most of the levels tier
# measures that); a chain of bf16 steps, or an output varying little above
# bf16's resolution, a few times more. Past 0.05 the reference no longer pins
# the function down: a different function (a dropped term, a constant applied
# in one dtype only) gives 0.1 or more, and an output varying below bf16's
# resolution (a logsumexp of ~log C + 1 everywhere) 0.06 to 0.6, for which the
# fix is f32 arithmetic or an f32 output.
REFERENCE_RMS_TOLERANCE = 0.05
# The reference at size small must run "well under a second on a 2-core CPU"
# (workloads/README.md): the judge runs it for every mode, seed and timing rep.
SMALL_REFERENCE_CPU_SECONDS = 0.5
SMALL_AIMS = "aim: <= 0.3 GFLOP, <= 8 MB of inputs"
COST_FUNCTIONS = ("flops", "bytes_accessed")
HELD_OUT_SEED = 20240611          # validation draws its own shapes; the judge's seed is secret


class CheckFailed(Exception):
    """One check's FAIL line (the text after 'FAIL <check>: ')."""


def compile_program(module, inputs, truth=False):
    """The reference (or the f32 truth) traced afresh and compiled for the inputs' shapes:
    one executable serves every mode (they share shapes), the timing and the cost analysis."""
    fn = programs.truth_fn(module) if truth else programs.reference_fn(module)
    specs = [jax.ShapeDtypeStruct(x.shape, x.dtype) for x in inputs]
    return jax.jit(lambda *xs: fn(*xs)).lower(*specs).compile()


def run(compiled, inputs):
    """A compiled program's outputs (flattened) as numpy arrays."""
    return [np.asarray(a) for a in jax.tree_util.tree_leaves(compiled(*inputs))]


def is_floating(a):
    return np.issubdtype(a.dtype, np.floating) or a.dtype == jax.numpy.bfloat16


def same_array(a, b):
    return a.shape == b.shape and a.dtype == b.dtype and np.array_equal(a, b, equal_nan=True)


def describe_array(a):
    return f"{a.dtype}{list(a.shape)}"


def judge_errors(value, truth):
    """(max-abs, RMS) of value - truth over truth's standard deviation (its RMS
    when constant, 1 when zero), as src/judge/correctness.cpp measures them."""
    t, v = truth.astype(np.float64).ravel(), value.astype(np.float64).ravel()
    finite = np.isfinite(t)
    t, v = t[finite], v[finite]
    if t.size == 0:
        return 0.0, 0.0
    scale = float(np.std(t)) or float(np.sqrt(np.mean(np.square(t)))) or 1.0
    if not np.isfinite(v).all():
        return math.inf, math.inf
    err = np.abs(v - t)
    return float(err.max(initial=0.0)) / scale, float(np.sqrt(np.mean(np.square(err)))) / scale


def check_reference(module, inputs, other_key_inputs):
    reference = compile_program(module, inputs["normal"])
    outputs = {mode: run(reference, xs) for mode, xs in inputs.items()}
    again = run(compile_program(module, inputs["normal"]), inputs["normal"])
    if not all(same_array(x, y) for x, y in zip(outputs["normal"], again)):
        raise CheckFailed("two traces of workload() on the same inputs differ: host randomness "
                          "(numpy/random) in workload.py? the reference must be a pure function")
    other = run(reference, other_key_inputs)
    for mode, outs in outputs.items():
        for i, y in enumerate(outs):
            where = f"mode '{mode}', output {i} ({describe_array(y)})"
            yf = y.astype(np.float64)
            if not np.isfinite(yf).all():
                raise CheckFailed(f"{where} holds NaN/Inf; keep the inputs in the op's domain")
            if y.size > 1 and yf.min() == yf.max():
                raise CheckFailed(f"{where} is constant {yf.flat[0]}; change the inputs or the "
                                  "mode")
            if y.size == 1 and same_array(y, other[i]):
                raise CheckFailed(f"{where} is the same for two keys: it ignores its inputs")
    return outputs, reference, f"deterministic, no NaN/Inf and not constant on {len(outputs)} modes"


def check_truth(module, inputs, outputs):
    worst, truth_program = {}, compile_program(module, inputs["normal"], truth=True)
    for mode, xs in inputs.items():
        truth = run(truth_program, xs)
        for i, (y, t) in enumerate(zip(outputs[mode], truth)):
            if y.shape != t.shape:
                raise CheckFailed(f"output {i}: reference {y.shape} but truth {t.shape}")
            max_err, rms_err = judge_errors(y, t)
            worst[mode] = max(worst.get(mode, (0, 0)), (rms_err, max_err))
            if rms_err > REFERENCE_RMS_TOLERANCE:
                raise CheckFailed(
                    f"mode '{mode}', output {i}: reference vs f32 truth RMS {rms_err:.3g}, max "
                    f"{max_err:.3g} (of truth's spread) > {REFERENCE_RMS_TOLERANCE}: workload() "
                    "computes another function in f32 (dtype-specific code?) or loses precision "
                    "in bf16 (accumulate in f32)")
    return ", ".join(f"{m} rms {r:.2g} max {x:.2g}" for m, (r, x) in worst.items()) + \
        " (reference vs truth, of truth's spread)"


def draw_shapes(family, public, count, seed=HELD_OUT_SEED):
    """Up to `count` held-out shapes from a resolved family (manifest.shape_family), by the
    judge's rules (src/suite/shape_family.cpp): in range, on the steps and divisors, the
    volume within max_volume_ratio; first shapes changing every dimension that can change,
    then any admitted one, then one dimension at a time."""
    dims = family["dims"]
    values = {n: range(-(-max(d["min"], 1) // d["multiple_of"]) * d["multiple_of"], d["max"] + 1,
                       d["multiple_of"]) for n, d in dims.items()}

    def admits(shape):
        volume = math.prod(shape[n] / public[n] for n in dims)
        return shape != public and volume <= family["max_volume_ratio"] * (1 + 1e-9) and all(
            shape[n] % shape[o] == 0 for n, d in dims.items() for o in d["multiple_of_dims"])
    rng, drawn = random.Random(seed), []
    if any(len(v) == 0 for v in values.values()):
        return drawn
    for t in range(40000):
        shape = {n: rng.choice(v) for n, v in values.items()}
        if t < 20000 and any(len(values[n]) > 1 and shape[n] == public[n] for n in dims):
            continue
        if admits(shape) and shape not in drawn:
            drawn.append(shape)
        if len(drawn) >= count:
            return drawn
    singles = [dict(public, **{n: v}) for n in dims for v in values[n]]
    rng.shuffle(singles)
    return (drawn + [s for s in singles if admits(s) and s not in drawn])[:count]


def check_shape_family(module, wid, size, count):
    try:
        family = manifest.shape_family(module, size)
    except (ValueError, KeyError, TypeError) as e:
        raise CheckFailed(f"SHAPE_FAMILY does not resolve at '{size}': {e}") from e
    public = {n: module.SIZES[size][n] for n in family["dims"]}
    shapes = draw_shapes(family, public, count)
    if not shapes:
        raise CheckFailed(f"SHAPE_FAMILY admits no held-out shape at '{size}' "
                          f"({family['dims']}); let a dimension vary (jc.vary) within x0.5-x2 "
                          "of its value")
    for dims in shapes:
        label = held_out.shape_label(dims)
        try:
            held_out.export_at(module, wid, size, dims, "cpu", specs_only=False)
        except Exception as e:  # noqa: BLE001 - a failing shape is the finding
            raise CheckFailed(f"held-out shape {label} does not export: "
                              f"{loading.describe(e, module.__file__)}; take every dimension from "
                              "the input shapes, or narrow SHAPE_FAMILY") from e
        finally:
            module.SIZES.pop(f"{size}@{label}", None)
    return f"{len(shapes)} drawn shapes exported: " + "; ".join(map(held_out.shape_label, shapes))


def xla_cost(reference):
    """(flops, bytes accessed) of XLA's cost analysis of the compiled reference."""
    cost = reference.cost_analysis()
    cost = cost[0] if isinstance(cost, (list, tuple)) else (cost or {})
    return int(cost.get("flops", 0)), int(cost.get("bytes accessed", 0))


def check_cost(module, size, reference):
    xla_flops, xla_bytes = xla_cost(reference)
    suggestion = (f"XLA's cost analysis of the reference at '{size}': {xla_flops} flops, "
                  f"{xla_bytes} bytes")
    parts = []
    for name in COST_FUNCTIONS:
        if not callable(getattr(module, name, None)):
            raise CheckFailed(f"workload.py lacks {name}(size); {suggestion} (a suggestion: "
                              "write the formula, ints)")
        for s in loading.SIZES:
            value = getattr(module, name)(s)
            if not isinstance(value, (int, np.integer)) or isinstance(value, bool) or value <= 0:
                raise CheckFailed(f"{name}('{s}') = {value!r}: must be a positive int; "
                                  f"{suggestion}")
        parts.append(f"{name} {getattr(module, name)(size):.3g}")
    return ", ".join(parts) + f" at '{size}' (XLA: {xla_flops:.3g} flops, {xla_bytes:.3g} bytes)"


def check_cpu_budget(module, size, reference, inputs):
    inputs = [jax.device_put(x) for x in inputs]   # time the program, not the host copy
    jax.block_until_ready(reference(*inputs))
    times = []
    for _ in range(3):   # the best of 3: the host is shared (builds), the minimum is the cost
        t0 = time.perf_counter()
        jax.block_until_ready(reference(*inputs))
        times.append(time.perf_counter() - t0)
    best, mb = min(times), sum(x.nbytes for x in inputs) / 1e6
    gflop = module.flops(size) / 1e9
    text = (f"reference at '{size}' {best * 1e3:.1f} ms on the CPU, {gflop:.3g} GFLOP, "
            f"{mb:.3g} MB of inputs")
    if size == "small" and best > SMALL_REFERENCE_CPU_SECONDS:
        raise CheckFailed(f"{text}: over {SMALL_REFERENCE_CPU_SECONDS} s; shrink SIZES['small'] "
                          f"({SMALL_AIMS})")
    return text + f" ({SMALL_AIMS})"
