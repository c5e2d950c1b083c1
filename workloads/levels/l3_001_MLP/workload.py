"""l3_001_MLP (KernelBench level 3 #1).

An MLP: Linear(16384, 16384) + ReLU, Linear(16384, 16384) + ReLU, Linear(16384,
8192).
"""
import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

MIDDLE_LAYERS = 1  # Linear(hidden, hidden) + ReLU between the first and the last layer

CONFIG = lc.config(
    "l3_001_MLP", 3, 1, "MLP",
    "An MLP: Linear(16384, 16384) + ReLU, Linear(16384, 16384) + ReLU, Linear(16384, 8192).",
    1.2338,
    batch_size=128, input_size=16384, hidden_size=16384, output_size=8192, hidden_layers=2)

SIZES = {
    "full": {"batch_size": 128, "input_size": 16384, "hidden_size": 16384, "output_size": 8192},
    "small": {"batch_size": 128, "input_size": 512, "hidden_size": 512, "output_size": 256},
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
