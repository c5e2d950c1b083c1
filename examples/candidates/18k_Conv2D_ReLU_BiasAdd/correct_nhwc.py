"""Correct: the same convolution computed in NHWC/HWIO layout (what a TPU
kernel prefers), transposed back to NCHW."""
import jax
import jax.numpy as jnp


def workload(x, weight, conv_bias, bias):
    y = jax.lax.conv_general_dilated(
        jnp.transpose(x, (0, 2, 3, 1)), jnp.transpose(weight, (2, 3, 1, 0)), (1, 1), "VALID",
        dimension_numbers=("NHWC", "HWIO", "NHWC"), preferred_element_type=jnp.float32)
    y = jnp.maximum(y + conv_bias.astype(jnp.float32), 0) + bias.reshape(1, 1, 1, -1).astype(jnp.float32)
    return jnp.transpose(y, (0, 3, 1, 2)).astype(x.dtype)
