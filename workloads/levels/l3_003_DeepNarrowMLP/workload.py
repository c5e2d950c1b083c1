"""l3_003_DeepNarrowMLP (KernelBench level 3 #3).

A deep narrow MLP: Linear(8192, 1024) + ReLU, 15 x (Linear(1024, 1024) + ReLU),
Linear(1024, 8192).
"""
import jaxbench_common as jc
import levels_common as lc
import levels_nets as nets

MIDDLE_LAYERS = 15  # Linear(hidden, hidden) + ReLU between the first and the last layer

CONFIG = lc.config(
    "l3_003_DeepNarrowMLP", 3, 3, "DeepNarrowMLP",
    "A deep narrow MLP: Linear(8192, 1024) + ReLU, 15 x (Linear(1024, 1024) + ReLU), Linear(1024, "
    "8192).",
    0.2517,
    batch_size=1024, input_size=8192, hidden_size=1024, output_size=8192, hidden_layers=16)

SIZES = {
    "full": {"batch_size": 1024, "input_size": 8192, "hidden_size": 1024, "output_size": 8192},
    "small": {"batch_size": 64, "input_size": 512, "hidden_size": 256, "output_size": 512},
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
