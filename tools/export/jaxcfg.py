"""Pin every JAX setting that changes exported programs or generated data.

Environment variables (JAX_THREEFRY_PARTITIONABLE, JAX_ENABLE_X64, ...) must
not change the suite's artifacts, so the exporters set them explicitly.
"""
import os

def set_env(cpu_only=True):
    """Before JAX is imported. XLA_FLAGS is cleared: the fixtures must be what
    JAX computes with XLA's defaults, which is what the judge's CPU plugin runs
    with (it reads no XLA_FLAGS; e.g. --xla_cpu_multi_thread_eigen=false would
    change some bf16 results by one ulp). With cpu_only, JAX initialises only
    its CPU backend (lowering for cuda/tpu needs no device)."""
    os.environ.pop("XLA_FLAGS", None)
    if cpu_only:
        os.environ.setdefault("JAX_PLATFORMS", "cpu")


def pin():
    import jax
    settings = {
        "jax_enable_x64": False,
        "jax_threefry_partitionable": True,
        "jax_threefry_gpu_kernel_lowering": False,
        "jax_default_prng_impl": "threefry2x32",
        "jax_default_matmul_precision": None,
        "jax_export_calling_convention_version": 10,
        "jax_use_shardy_partitioner": True,
        "jax_export_ignore_forward_compatibility": False,
        # No Python frames in MLIR locations: they hold absolute paths and
        # line numbers, also inside payloads we cannot strip afterwards (the
        # Mosaic module serialised into a tpu_custom_call's backend_config).
        "jax_include_full_tracebacks_in_locations": True,
        "jax_traceback_in_locations_limit": 0,
    }
    for name, value in settings.items():
        jax.config.update(name, value)
    return jax
