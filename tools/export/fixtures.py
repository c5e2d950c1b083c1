"""Small-size fixtures for seed [0, 0] / mode 0, computed by JAX on its own
CPU backend: the reference and truth outputs as .npy files, and the sha256 of
each input's raw bytes (the inputs themselves are reproduced by inputs.mlir,
so storing them would only double the suite's size)."""
import hashlib
import io

import jax
import numpy as np

from tools.export import programs

SEED = [0, 0]
MODE = 0


def npy_bytes(array):
    """numpy.save bytes (bf16 arrays are saved as ml_dtypes.bfloat16: the
    header then says '<V2', i.e. raw 2-byte elements)."""
    buf = io.BytesIO()
    np.save(buf, np.asarray(array), allow_pickle=False)
    return buf.getvalue()


def compute(module, size):
    """{relative path: npy bytes} and the manifest's `fixtures` entry."""
    cpu = jax.devices("cpu")[0]
    with jax.default_device(cpu):
        seed = np.asarray(SEED, np.uint32)
        inputs = jax.jit(programs.inputs_fn(module, size))(seed, np.int32(MODE))
        reference = jax.jit(programs.reference_fn(module))(*inputs)
        truth = jax.jit(programs.truth_fn(module))(*inputs)
    files, entry = {}, {"seed": SEED, "mode": MODE, "inputs": []}
    entry["input_sha256"] = [
        hashlib.sha256(np.ascontiguousarray(jax.device_get(a)).tobytes()).hexdigest()
        for a in jax.tree_util.tree_leaves(inputs)]
    for kind, prefix, arrays in (("reference", "reference", reference),
                                 ("truth", "truth", truth)):
        leaves = jax.tree_util.tree_leaves(arrays)
        entry[kind] = []
        for i, a in enumerate(leaves):
            path = f"fixtures/{prefix}{i}.npy"
            files[path] = npy_bytes(jax.device_get(a))
            entry[kind].append(path)
    return files, entry
