"""__NAME__: your op, as a jaxbench workload (`jaxbench workload new` wrote this file).

It works as it is: a gated projection, out = (x @ w) * sigmoid(x @ u). Replace
the op with yours, keep the names below (workloads/README.md's contract), then
`jaxbench workload add __NAME__/workload.py`: it checks every rule named here
and exports the programs the judge times. The folder's name is the op's id.
"""
import jax
import jax.numpy as jnp
import jaxbench_common as jc   # the suite's input helpers: activation, fan_in_weight, vary, ...

# What the op is. The dimensions repeat SIZES["full"]; "jaxbench" holds a
# published TPU time when there is one (None: the judge compares with your
# reference only).
CONFIG = {
    "name": "__NAME__", "model": "my model", "operator": "gated_projection", "category": "user",
    "semantics": "out = (x @ w) * sigmoid(x @ u)",
    "rows": 1024, "dim": 1024, "out": 1024,
    "jaxbench": {"v6e_baseline_ms": None, "v6e_optimized_ms": None, "xla_flops": None},
}
# The shapes of each size: "full" is the shape you care about on the TPU;
# "small" the same op scaled down to run well under a second on a CPU (aim:
# <= 0.3 GFLOP, <= 8 MB of inputs): the judge checks correctness there.
SIZES = {
    "full": {"rows": 1024, "dim": 1024, "out": 1024},
    "small": {"rows": 64, "dim": 256, "out": 256},
}
# Which dimensions held-out shapes may change (a kernel must not hard-code
# them): rows by multiples of 8 (sublanes), features by 128 (lanes).
SHAPE_FAMILY = {"rows": jc.vary(8), "dim": jc.vary(128), "out": jc.vary(128)}
# Input distributions: "normal" first, then at least one adversarial mode
# (jaxbench_common's: HEAVY_TAILED, LARGE, SIGNED, SMALL) that must change the inputs.
MODES = [jc.NORMAL, jc.LARGE]
NOTES = ["a user workload written from jaxbench's skeleton"]


def make_inputs(key, mode, size):
    """The inputs, drawn from `key` only (one split per tensor, no numpy
    randomness), never all zero or constant; `mode` is a str of MODES."""
    s = SIZES[size]
    kx, kw, ku = jax.random.split(key, 3)
    x = jc.activation(kx, (s["rows"], s["dim"]), mode)
    w = jc.fan_in_weight(kw, (s["dim"], s["out"]), s["dim"])
    u = jc.fan_in_weight(ku, (s["dim"], s["out"]), s["dim"])
    return x, w, u


def workload(x, w, u):
    """The reference: every dimension from the input shapes, written for any
    dtype (the judge also traces it in f32 for the truth it checks against)."""
    y = jnp.dot(x, w, preferred_element_type=jnp.float32)
    gate = jax.nn.sigmoid(jnp.dot(x, u, preferred_element_type=jnp.float32))
    return (y * gate).astype(x.dtype)


def flops(size):
    """FLOPs at that size (an int): two matmuls, 2 per multiply-add."""
    s = SIZES[size]
    return 2 * 2 * s["rows"] * s["dim"] * s["out"]


def bytes_accessed(size):
    """Bytes read and written at that size (an int): the inputs and the output."""
    s = SIZES[size]
    return jc.suite_bytes((s["rows"], s["dim"]), (s["dim"], s["out"]), (s["dim"], s["out"]), (s["rows"], s["out"]))
