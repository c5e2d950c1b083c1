"""16p_Mamba2_SSD: Mamba-2 state-space duality, quadratic (attention-like) form."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "16p_Mamba2_SSD",
    "model": "Mamba-2-2.7B",
    "operator": "ssd_quadratic",
    "category": "priority",
    "semantics": (
        "a = sigmoid(A_log); c = cumsum over the sequence of log(a + 1e-8); L[i,j] = "
        "exp(c_i - c_j) for j <= i else 0; M = (C.B^T in f32) * L; row sums s_i, replaced by 1 "
        "where |s_i| < 1e-6; rows divided by max(|s_i|, 1); cast to the input dtype; output = "
        "M.X."),
    "batch": 4,
    "seq_len": 4096,
    "num_heads": 64,
    "head_dim": 64,
    "d_state": 128,    # listed by JAXBench, unused by the operator
    "d_model": 2560,   # listed by JAXBench, unused by the operator
    "jaxbench": {"v6e_baseline_ms": 28.2603, "v6e_optimized_ms": None,
                 "xla_flops": 1138325979136},
}

SIZES = {
    "full": {"batch": 4, "seq_len": 4096, "num_heads": 64, "head_dim": 64},
    "small": {"batch": 1, "seq_len": 256, "num_heads": 4, "head_dim": 64},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch": jc.vary(),
    "num_heads": jc.vary(),
    "seq_len": jc.vary(128),
}

LONG_MEMORY = "long_memory"  # A_log ~ N(+4, 0.5^2): a ~ 0.98, decay over ~50 positions
MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED, LONG_MEMORY]

LOG_EPS = 1e-8
SUM_EPS = 1e-6
A_LOG_MEAN, A_LOG_STD = -4.0, 0.5
LONG_MEMORY_MEAN = 4.0

NOTES = [
    "Inputs as JAXBench (C = query, B = key, X = value ~ N(0,1); A_log float32 ~ "
    "N(-4, 0.5^2)); A_log stays float32 in the reference and the truth.",
    "a = sigmoid(A_log) as JAXBench's code (its docstring says exp). With the documented "
    "A_log, a ~ 0.018, so L decays by ~e^-4 per position and M is nearly diagonal; the "
    "long_memory mode (A_log ~ N(+4, 0.5^2), a ~ 0.98) makes the decay span ~50 positions.",
    "L is built NaN-free: exp of the masked difference (upper triangle -> exp(-inf) = 0), "
    "so c_i - c_j > 0 above the diagonal never overflows.",
    "Modes: heavy_tailed (Student-t(3) C, B, X), signed_shifted (+3 on C, B, X: large "
    "same-sign row sums), long_memory (above; C, B, X normal).",
    "No pallas_tpu (JAXBench has none).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    shape = (s["batch"], s["num_heads"], s["seq_len"], s["head_dim"])
    kc, kb, kx, ka = jax.random.split(key, 4)
    c = jc.activation(kc, shape, mode)
    b = jc.activation(kb, shape, mode)
    x = jc.activation(kx, shape, mode)
    mean = LONG_MEMORY_MEAN if mode == LONG_MEMORY else A_LOG_MEAN
    a_log = jax.random.normal(ka, shape[:3], jnp.float32) * A_LOG_STD + mean
    return c, b, x, a_log


def workload(query, key, value, A_log):
    seq = query.shape[2]
    a = jax.nn.sigmoid(A_log.astype(jnp.float32))
    cum = jnp.cumsum(jnp.log(a + LOG_EPS), axis=-1)                      # (B, H, S)
    causal = jnp.tril(jnp.ones((seq, seq), dtype=bool))
    diff = cum[..., :, None] - cum[..., None, :]
    decay = jnp.exp(jnp.where(causal, diff, -jnp.inf))                   # (B, H, S, S)
    m = jnp.einsum("bhqd,bhkd->bhqk", query, key, preferred_element_type=jnp.float32) * decay
    row = jnp.sum(m, axis=-1, keepdims=True)
    row = jnp.where(jnp.abs(row) < SUM_EPS, 1.0, row)
    m = (m / jnp.maximum(jnp.abs(row), 1.0)).astype(query.dtype)
    return jnp.einsum("bhqk,bhkd->bhqd", m, value)


def flops(size):
    # C.B^T and M.X over all B*H*S*S entries (2*P each) + 5 elementwise per entry
    # (difference, exp, decay multiply, row sum, divide).
    s = SIZES[size]
    n = s["batch"] * s["num_heads"] * s["seq_len"] ** 2
    return n * (4 * s["head_dim"] + 5)


def bytes_accessed(size):
    # Compulsory traffic: C, B, X (bf16) and A_log (f32) read once, output written (bf16).
    s = SIZES[size]
    shape = (s["batch"], s["num_heads"], s["seq_len"], s["head_dim"])
    return 4 * jc.suite_bytes(shape) + 4 * s["batch"] * s["num_heads"] * s["seq_len"]
