"""Wrong (precision): the row sum over 512 features is accumulated one
feature at a time in bf16, whose 8-bit mantissa cannot hold a growing sum."""
import jax
import jax.numpy as jnp


def workload(x, w, b):
    s = jax.nn.sigmoid(jnp.matmul(x, w) + b).astype(jnp.bfloat16)

    def add(total, column):
        return (total + column).astype(jnp.bfloat16), None

    total, _ = jax.lax.scan(add, jnp.zeros((s.shape[0],), jnp.bfloat16), s.T)
    return total[:, None].astype(x.dtype)
