"""The two tpu-inference kernels bench/tpu_tuned_tables.py ranks: their tuned
tables, block variants, TPU export, inputs and a roofline from the declared
blocks. The kernels and tables are imported at run time from wheels unpacked
into the cache (never installed, never copied here).

Keys and variants are plain lists (JSON):
  rpa key [page_size, q_dtype, kv_dtype, q_heads, kv_heads, head_dim, max_model_len],
      variant [num_kv_pages_per_block, num_queries_per_block]
  qmm key [n_batch, n_out, n_in] (int8 activations and weights, TPU version 6),
      variant [batch_block, out_block, in_block]
"""
import hashlib
import json
import logging
import pathlib
import sys
import types
import zipfile

import numpy as np

KERNELS = ("rpa", "qmm")
WHEEL = {"rpa": "tpu_inference-0.13.3-py3-none-any.whl", "qmm": "tpu_inference-0.32.0-py3-none-any.whl"}
MIN_VARIANTS = 8
MAX_VARIANTS = {"rpa": 9, "qmm": 9}
MIB = 1024 * 1024


def label(values):
    return "_".join(str(v) for v in values)


def unpack(wheels, cache, kernel):
    folder = pathlib.Path(cache) / "wheels" / WHEEL[kernel].removesuffix(".whl")
    if not (folder / "tpu_inference").is_dir():
        with zipfile.ZipFile(pathlib.Path(wheels) / WHEEL[kernel]) as wheel:
            wheel.extractall(folder)
    return folder


class _Logger(logging.Logger):
    def warning_once(self, *args, **kwargs):
        pass

    def info_once(self, *args, **kwargs):
        pass


def import_package(folder):
    """tpu_inference from `folder`, its package init, logger and utils (vllm, torch) stubbed out."""
    for name in [n for n in sys.modules if n == "tpu_inference" or n.startswith("tpu_inference.")]:
        del sys.modules[name]
    package = types.ModuleType("tpu_inference")
    package.__path__ = [str(folder / "tpu_inference")]
    logger = types.ModuleType("tpu_inference.logger")
    logger.init_logger = _Logger
    utils = types.ModuleType("tpu_inference.utils")
    utils.get_device_name = lambda: "TPU v6e"  # the table the lookups read
    sys.modules.update({"tpu_inference": package, "tpu_inference.logger": logger, "tpu_inference.utils": utils})


def jax_for_export():
    from tools.export import jaxcfg
    jaxcfg.set_env(cpu_only=True)
    return jaxcfg.pin()


def export_text(fn, specs, donate, located=False):
    """StableHLO text of fn for TPU (Mosaic lowered for v6e), exported as the judge's exporter does;
    located: as `Exported.mlir_module()` prints it, with its #loc aliases and loc(...) attributes,
    the way a user or a candidate hands a module over (issue #43's step 0)."""
    jax = jax_for_export()
    from jax import export as jax_export
    from tools.export.export_candidate import platform_context
    from tools.export.stablehlo import normalise
    jitted = jax.jit(fn, keep_unused=True, donate_argnums=donate)
    context, _, _ = platform_context("tpu", None)
    with context:
        exported = jax_export.export(jitted, platforms=["tpu"])(*specs)
    if located:
        return exported.mlir_module()
    return normalise(exported.mlir_module_serialized)[0]


def nearest(candidates, count):
    """The tuned entry (all exponents 0) and the nearest neighbours in log2 steps, deterministically."""
    ordered = sorted(candidates, key=lambda c: (sum(abs(e) for e in c[0]), max(abs(e) for e in c[0]), c[0]))
    return [variant for _, variant in ordered[:count]]


def seeded(key):
    return np.random.default_rng(int(hashlib.sha256(json.dumps(key).encode()).hexdigest()[:8], 16))


def load(kernel, wheels, cache="/tmp/jaxbench-tuned-tables"):
    """The kernel's adapter (ragged_paged_attention.Rpa, quantized_matmul.Qmm), its wheel unpacked and imported."""
    import_package(unpack(wheels, cache, kernel))
    jax_for_export()
    if kernel == "rpa":
        from bench.lib.tuned_tables.ragged_paged_attention import Rpa
        return Rpa()
    from bench.lib.tuned_tables.quantized_matmul import Qmm
    return Qmm()
