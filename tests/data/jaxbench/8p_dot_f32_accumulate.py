"""8p_GEMM written as one dot with f32 accumulation, the baseline's own math:
a plain XLA candidate whose estimate the pre-flight can set beside the expert
Pallas kernel's (tests/judge/jaxbench_layout_test.py)."""
import jax.numpy as jnp


def workload(a, b):
    return jnp.dot(a, b, preferred_element_type=jnp.float32).astype(a.dtype)
