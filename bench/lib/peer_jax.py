"""How the Python peer (bench/lib/python_peer.py) uses JAX: JAXBench's
way of judging written as fast as JAX allows (jit, 3 warm-ups and 20 timed
calls, perf_counter around call + block_until_ready), the suite's inputs
(one seed, mode 0) and the input sets jaxbench checks. compiler_vs_jaxlib.py
lowers the same modules with these helpers, so both read one definition.

JAX is imported here, first, and its import timed (IMPORT_S): the peer
reports it as its first candidate's cost, as a fresh harness pays it."""
import contextlib
import importlib.util
import pathlib
import random
import resource
import time

_start = time.perf_counter()
import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402

IMPORT_S = time.perf_counter() - _start
ROOT = pathlib.Path(__file__).resolve().parents[2]
from tools.export import loading, programs  # noqa: E402


def peak_rss_mb():
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def timed_calls(fn, args, warmups, calls):
    for _ in range(warmups):
        jax.block_until_ready(fn(*args))
    times = []
    for _ in range(calls):
        start = time.perf_counter()
        jax.block_until_ready(fn(*args))
        times.append((time.perf_counter() - start) * 1e3)
    return times


def workload_inputs(module, size):
    """JAXBench's inputs: one draw of the documented distribution (mode 0),
    jitted alone. The suite's inputs program holds every mode's branch, which
    JAX would compile whole (3-4x the time) though one is drawn."""
    def mode0(seed):
        key = jax.random.wrap_key_data(seed, impl="threefry2x32")
        out = module.make_inputs(key, module.MODES[0], size)
        return tuple(out) if isinstance(out, (tuple, list)) else (out,)
    return jax.jit(mode0)(jnp.array([0, 42], dtype=jnp.uint32))


def compile_timed(fn, args):
    start = time.perf_counter()
    with pallas_interpreted_off_tpu():
        lowered = jax.jit(fn).lower(*args)
    traced = time.perf_counter()
    compiled = lowered.compile()
    return compiled, traced - start, time.perf_counter() - traced


def pallas_interpreted_off_tpu():
    """Pallas TPU kernels run in Pallas' interpreter on the CPU, as jaxbench's
    exporter runs them there (tools/export/export_candidate.py,
    platform_context), so both judges judge the library's Pallas candidates."""
    if jax.default_backend() != "cpu":
        return contextlib.nullcontext()
    from jax.experimental.pallas import tpu as pltpu
    return pltpu.force_tpu_interpret_mode(True)


def load_candidate(path):
    spec = importlib.util.spec_from_file_location(f"candidate_{abs(hash(path))}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.workload


def allclose(a, b):
    pairs = zip(jax.tree_util.tree_leaves(a), jax.tree_util.tree_leaves(b))
    return all(x.shape == y.shape and bool(jnp.allclose(x.astype(jnp.float32), y.astype(jnp.float32),
                                                        atol=2e-2, rtol=2e-2)) for x, y in pairs)


class InputSets:
    """The input sets a candidate is checked on. JAXBench's way (the default): one
    input set, the reference's outputs computed once. Like jaxbench (`all_sets`):
    3 fresh seeds in the documented mode, then one fresh seed per adversarial
    mode, each drawn anew for every candidate and compared with the reference
    and the f32 truth computed on it, as jaxbench's correctness stage does."""

    def __init__(self, module, size, reference, all_sets):
        self.inputs = jax.jit(programs.inputs_fn(module, size))
        self.reference = reference
        self.truth = jax.jit(programs.truth_fn(module)) if all_sets else None
        self.modes = [0, 0, 0] + list(range(1, len(module.MODES)))
        self.rng = random.Random()
        self.first = self.inputs(jnp.array([0, 42], dtype=jnp.uint32), jnp.int32(0))
        self.expected = reference(*self.first)
        self.execute_s = 0.0  # the last check's program runs, each timed to completion

    def run(self, program, *args):
        start = time.perf_counter()
        out = jax.block_until_ready(program(*args))
        self.execute_s += time.perf_counter() - start
        return out

    def check(self, compiled):
        self.execute_s = 0.0
        if self.truth is None:
            return allclose(self.run(compiled, *self.first), self.expected)
        correct = True
        for mode in self.modes:
            seed = jnp.array([self.rng.getrandbits(32), self.rng.getrandbits(32)], dtype=jnp.uint32)
            inputs = self.run(self.inputs, seed, jnp.int32(mode))
            got = self.run(compiled, *inputs)
            correct = (allclose(got, self.run(self.reference, *inputs)) and allclose(got, self.run(self.truth, *inputs))
                       and correct)
        return correct



def loading_id(prefix, root=ROOT / "workloads"):
    for wid in loading.discover(root):
        if wid == prefix or loading.prefix(wid) == prefix:
            return wid
    raise SystemExit(f"no workload {prefix}")


def use_compilation_cache(folder):
    """JAX's persistent compilation cache in `folder`, for every compile (as
    jaxbench keeps every suite executable on disk): a later run loads them."""
    jax.config.update("jax_compilation_cache_dir", folder)
    jax.config.update("jax_persistent_cache_min_compile_time_secs", 0)
    jax.config.update("jax_persistent_cache_min_entry_size_bytes", 0)



def use_plugin(path):
    """JAX on a PJRT plugin .so instead of jaxlib's own client (before any backend starts)."""
    from jax._src import xla_bridge
    xla_bridge.register_plugin("jaxbench_plugin", library_path=path)
    jax.config.update("jax_platforms", "jaxbench_plugin")
