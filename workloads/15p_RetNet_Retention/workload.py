"""15p_RetNet_Retention: parallel (quadratic) retention with per-head exponential decay."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "15p_RetNet_Retention",
    "model": "RetNet-6.7B",
    "operator": "retention_parallel",
    "category": "priority",
    "semantics": (
        "Per head h, decay gamma_h = 1 - 2^(-5-h); D[i,j] = gamma_h^(i-j) for i >= j else 0; "
        "A = (Q.K^T in f32) * D; each row divided by max(sum_j |A_ij|, 1); cast to the input "
        "dtype; output = A.V. No 1/sqrt(d), no group norm, no gating."),
    "batch": 4,
    "seq_len": 4096,
    "num_heads": 16,
    "head_dim": 256,
    "d_model": 4096,  # listed by JAXBench, unused by the operator
    "jaxbench": {"v6e_baseline_ms": 12.2, "v6e_optimized_ms": None,
                 "xla_flops": 1106558058496},
}

SIZES = {
    "full": {"batch": 4, "seq_len": 4096, "num_heads": 16, "head_dim": 256},
    "small": {"batch": 1, "seq_len": 256, "num_heads": 4, "head_dim": 128},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch": jc.vary(),
    "num_heads": jc.vary(),
    "seq_len": jc.vary(128),
}

SMALL_SCORES = "small_scores"  # q and k scaled by 1/24: row sums straddle 1
MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED, SMALL_SCORES]
SMALL_SCALE = 1.0 / 24.0

NOTES = [
    "Inputs as JAXBench (q, k, v ~ N(0,1)).",
    "The decay matrix is built NaN-free (exponent clamped at >= 0 before exp, masked upper "
    "triangle set to 0 by a select), as in JAXBench after its 2026-04-16 fix; the published "
    "12.2 ms predates that fix (defect 5.1.3).",
    "gamma_h = 1 - 2^(-5-h) for h = 0..num_heads-1, so the small size (4 heads) keeps the "
    "fastest-decaying heads.",
    "Modes: heavy_tailed (Student-t(3) q, k, v); signed_shifted (+3: large same-sign "
    "scores); small_scores (operator-specific: q and k x1/24, so the row sums sum_j |A_ij| "
    "straddle 1 and both branches of max(., 1) occur - with N(0,1) inputs nearly every row "
    "is normalised, and a scale-up mode would only rescale the output).",
    "No pallas_tpu (JAXBench has none).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    shape = (s["batch"], s["num_heads"], s["seq_len"], s["head_dim"])
    kq, kk, kv = jax.random.split(key, 3)
    qk_scale = SMALL_SCALE if mode == SMALL_SCORES else 1.0
    q = jc.activation(kq, shape, mode, scale=qk_scale)
    k = jc.activation(kk, shape, mode, scale=qk_scale)
    v = jc.activation(kv, shape, mode)
    return q, k, v


def workload(q, k, v):
    heads, seq = q.shape[1], q.shape[2]
    gamma = 1.0 - 2.0 ** (-5.0 - jnp.arange(heads, dtype=jnp.float32))      # (H,)
    i = jnp.arange(seq)[:, None]
    j = jnp.arange(seq)[None, :]
    dist = jnp.maximum(i - j, 0).astype(jnp.float32)
    decay = jnp.exp(dist[None] * jnp.log(gamma)[:, None, None])            # (H, S, S)
    decay = jnp.where((i >= j)[None], decay, 0.0)
    scores = jnp.einsum("bhqd,bhkd->bhqk", q, k, preferred_element_type=jnp.float32)
    a = scores * decay[None]
    denom = jnp.maximum(jnp.sum(jnp.abs(a), axis=-1, keepdims=True), 1.0)
    a = (a / denom).astype(q.dtype)
    return jnp.einsum("bhqk,bhkd->bhqd", a, v)


def flops(size):
    # Q.K^T and A.V over all B*H*S*S entries (2*d each) + 4 elementwise per entry (decay
    # multiply, abs, row sum, divide); the (H, S, S) decay build is not counted.
    s = SIZES[size]
    n = s["batch"] * s["num_heads"] * s["seq_len"] ** 2
    return n * (4 * s["head_dim"] + 4)


def bytes_accessed(size):
    # Compulsory traffic: q, k, v read once, output written once (bf16).
    s = SIZES[size]
    return 4 * jc.suite_bytes((s["batch"], s["num_heads"], s["seq_len"], s["head_dim"]))
