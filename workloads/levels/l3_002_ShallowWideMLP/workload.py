"""l3_002_ShallowWideMLP (KernelBench level 3 #2).

A shallow wide MLP: Linear(16384, 32768) + ReLU, Linear(32768, 32768) + ReLU,
Linear(32768, 16384).
"""
import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

MIDDLE_LAYERS = 1  # Linear(hidden, hidden) + ReLU between the first and the last layer

CONFIG = lc.config(
    "l3_002_ShallowWideMLP", 3, 2, "ShallowWideMLP",
    "A shallow wide MLP: Linear(16384, 32768) + ReLU, Linear(32768, 32768) + ReLU, Linear(32768, "
    "16384).",
    3.8899,
    batch_size=128, input_size=16384, hidden_size=32768, output_size=16384, hidden_layers=2)

SIZES = {
    "full": {
        "batch_size": 128, "input_size": 16384, "hidden_size": 32768, "output_size": 16384
    },
    "small": {"batch_size": 64, "input_size": 256, "hidden_size": 1024, "output_size": 256},
}

SHAPE_FAMILY = nets.MLP_SHAPE_FAMILY

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.SIGNED]

NOTES = nets.mlp_notes(MIDDLE_LAYERS)


def make_inputs(key, mode, size):
    return nets.mlp_inputs(key, mode, SIZES[size], MIDDLE_LAYERS)


def workload(x, w_in, b_in, w_mid, b_mid, w_out, b_out):
    return nets.mlp(x, w_in, b_in, w_mid, b_mid, w_out, b_out)


def flops(size):
    return nets.mlp_flops(SIZES[size], MIDDLE_LAYERS)


def bytes_accessed(size):
    return nets.mlp_bytes(SIZES[size], MIDDLE_LAYERS)
