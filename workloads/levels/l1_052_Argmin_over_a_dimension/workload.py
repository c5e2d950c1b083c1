"""l1_052_Argmin_over_a_dimension (KernelBench level 1 #52).

y = argmin of x over dim1 (int32, the first index of a tie) for x (batch, dim1,
dim2).
"""
import jax.numpy as jnp

import jaxbench_common as jc
import levels_common as lc
import levels_ops as ops

CONFIG = lc.config(
    "l1_052_Argmin_over_a_dimension", 1, 52, "Argmin_over_a_dimension",
    "y = argmin of x over dim1 (int32, the first index of a tie) for x (batch, dim1, dim2).",
    7.7761,
    batch_size=128, dim1=4096, dim2=4095, reduce_dim=1)

SIZES = {
    "full": {"batch_size": 128, "dim1": 4096, "dim2": 4095},
    "small": {"batch_size": 16, "dim1": 256, "dim2": 511},
}

# Held-out shapes (workloads/README.md, "Shape families"): batch free, the reduced dim1 a multiple
# of 8; dim2 any size (4095 at full size is no multiple of a lane tile, and held-out ones need not
# be either).
SHAPE_FAMILY = {"batch_size": jc.vary(), "dim1": jc.vary(8), "dim2": jc.vary()}

MODES = [jc.NORMAL, jc.SIGNED, jc.HEAVY_TAILED]

NOTES = [
    "x ~ N(0, 1) in mode 0 (KernelBench: U[0, 1)).",
    "int32 indices (PyTorch returns int64).",
    "Ties (frequent among bf16 values) resolve to the first index, as torch.argmin and jnp.argmin "
    "do.",
    "signed_shifted (+3): an argmin that starts from 0 never moves.",
]


def make_inputs(key, mode, size):
    return ops.dim1_input(key, mode, SIZES[size])


def workload(x):
    return jnp.argmin(x, axis=1).astype(jnp.int32)


def flops(size):
    return ops.dim1_flops(SIZES[size])


def bytes_accessed(size):
    return ops.dim1_index_bytes(SIZES[size])
