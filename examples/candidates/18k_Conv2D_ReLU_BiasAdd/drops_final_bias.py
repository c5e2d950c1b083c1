"""Wrong: forgets the bias added after the ReLU."""
import jax
import jax.numpy as jnp


def workload(x, weight, conv_bias, bias):
    del bias
    y = jax.lax.conv_general_dilated(x, weight, (1, 1), "VALID", dimension_numbers=("NCHW", "OIHW", "NCHW"))
    return jnp.maximum(y + conv_bias.reshape(1, -1, 1, 1), 0)
