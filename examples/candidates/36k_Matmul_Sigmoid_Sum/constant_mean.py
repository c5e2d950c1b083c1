"""Wrong: returns the expected row sum (features / 2, as if every sigmoid
were 0.5) for every row: a constant output."""
import jax.numpy as jnp


def workload(x, w, b):
    del b
    return jnp.full((x.shape[0], 1), w.shape[1] / 2, x.dtype)
