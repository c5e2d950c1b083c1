"""8p_GEMM: dense matrix multiply C = A.B (Llama-3.1-70B MLP up-projection shapes)."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "8p_GEMM",
    "model": "Llama-3.1-70B",
    "operator": "gemm",
    "category": "priority",
    "semantics": "C = A.B with f32 accumulation, result in the input dtype.",
    "M": 8192,
    "K": 8192,
    "N": 28672,
    "jaxbench": {"v6e_baseline_ms": 5.3218, "v6e_optimized_ms": 5.4052,
                 "xla_flops": 3848290697216},
}

SIZES = {
    "full": {"M": 8192, "K": 8192, "N": 28672},
    "small": {"M": 256, "K": 512, "N": 1024},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "M": jc.vary(8),
    "K": jc.vary(128),
    "N": jc.vary(128),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE, jc.SIGNED]

NOTES = [
    "Inputs as JAXBench at full size (A ~ N(0,1), B ~ N(0, 0.02^2)); at small size B's std "
    "is 0.02*sqrt(8192/K) so C keeps its full-size magnitude.",
    "The accumulation is written explicitly (preferred_element_type=f32, then cast to the "
    "input dtype), which is what the bf16 jnp.matmul of the baseline does on TPU.",
    "Modes change A only: heavy_tailed (Student-t(3)), large_magnitude (x64), "
    "signed_shifted (+3, so C carries a large rank-one component 3*colsum(B)).",
    "pallas_tpu: the jax package's example Pallas TPU matmul (f32 VMEM accumulator, output in "
    "the input dtype) with JAXBench's tuned block_shape (1024, 2048), block_k 1024 at full "
    "size (halved dims below). Same function.",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    m, k, n = s["M"], s["K"], s["N"]
    ka, kb = jax.random.split(key)
    a = jc.activation(ka, (m, k), mode)
    b = jc.jaxbench_weight(kb, (k, n), k, SIZES["full"]["K"])
    return a, b


def workload(a, b):
    return jnp.dot(a, b, preferred_element_type=jnp.float32).astype(a.dtype)


def pallas_tpu(a, b):
    from jax.experimental.pallas.ops.tpu.matmul import matmul
    m, k = a.shape
    n = b.shape[1]
    block_shape = (min(1024, max(128, m // 2)), min(2048, max(128, n // 2)))
    block_k = min(1024, max(128, k // 2))
    return matmul(a, b, block_shape=block_shape, block_k=block_k, out_dtype=a.dtype)


def flops(size):
    # 2*M*K*N (one multiply and one add per term).
    s = SIZES[size]
    return 2 * s["M"] * s["K"] * s["N"]


def bytes_accessed(size):
    # Compulsory traffic: A and B read once, C written once (bf16).
    s = SIZES[size]
    return jc.suite_bytes((s["M"], s["K"]), (s["K"], s["N"]), (s["M"], s["N"]))
