"""14p_Ragged_Dot: per-group matmul with equal group sizes (Mixtral expert shapes)."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "14p_Ragged_Dot",
    "model": "Mixtral-8x7B",
    "operator": "ragged_dot",
    "category": "priority",
    "semantics": (
        "out[g] = x[g].W[g] for num_groups equal groups (a batched matmul; no group_sizes "
        "input), result in the input dtype."),
    "num_groups": 8,
    "M": 8192,  # total rows = num_groups * 1024
    "K": 4096,
    "N": 14336,
    "jaxbench": {"v6e_baseline_ms": 1.2445, "v6e_optimized_ms": None,
                 "xla_flops": 962072674304},
}

SIZES = {
    "full": {"num_groups": 8, "rows_per_group": 1024, "K": 4096, "N": 14336},
    "small": {"num_groups": 8, "rows_per_group": 32, "K": 256, "N": 512},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "num_groups": jc.vary(),
    "rows_per_group": jc.vary(8),
    "K": jc.vary(128),
    "N": jc.vary(128),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE, jc.SIGNED]

NOTES = [
    "Kept as JAXBench defines it: equal groups, i.e. a batched matmul with no group_sizes "
    "input (the ragged grouped matmul is 11p).",
    "Inputs as JAXBench at full size (x ~ N(0,1); weights ~ N(0, 0.02^2)); at small size the "
    "weights' std is 0.02*sqrt(4096/K) so outputs keep their full-size magnitude.",
    "Computed in the input dtype like the baseline (bf16 einsum).",
    "Modes change x only: heavy_tailed (Student-t(3)), large_magnitude (x64), "
    "signed_shifted (+3).",
    "No pallas_tpu (JAXBench has none).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    g, m, k, n = s["num_groups"], s["rows_per_group"], s["K"], s["N"]
    kx, kw = jax.random.split(key)
    x = jc.activation(kx, (g, m, k), mode)
    w = jc.jaxbench_weight(kw, (g, k, n), k, SIZES["full"]["K"])
    return x, w


def workload(x, w):
    return jnp.einsum("gmk,gkn->gmn", x, w)


def flops(size):
    # 2 FLOPs per multiply-add: 2 * G * m * K * N.
    s = SIZES[size]
    return 2 * s["num_groups"] * s["rows_per_group"] * s["K"] * s["N"]


def bytes_accessed(size):
    # Compulsory traffic: x and weights read once, output written once (bf16).
    s = SIZES[size]
    g, m, k, n = s["num_groups"], s["rows_per_group"], s["K"], s["N"]
    return jc.suite_bytes((g, m, k), (g, k, n), (g, m, n))
