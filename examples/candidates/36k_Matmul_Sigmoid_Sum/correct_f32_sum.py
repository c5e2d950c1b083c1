"""Correct: GEMM and sigmoid in f32, the row sum accumulated in f32."""
import jax
import jax.numpy as jnp


def workload(x, w, b):
    h = jnp.matmul(x, w, preferred_element_type=jnp.float32) + b.astype(jnp.float32)
    return jnp.sum(jax.nn.sigmoid(h), axis=1, keepdims=True).astype(x.dtype)
