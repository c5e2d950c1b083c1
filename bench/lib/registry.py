"""A TPU generation's peaks from jaxbench's own platform registry (`jaxbench
platforms --json`, platform::registry_json), so no benchmark writes a chip's
peaks a second time."""
import functools
import json
import pathlib
import subprocess

ROOT = pathlib.Path(__file__).resolve().parents[2]
JAXBENCH = ROOT / "build" / "jaxbench"
CHIP = "v6e"


def peaks_from_registry(registry, chip=CHIP):
    """(bf16 FLOP/s, HBM bytes/s) of TPU generation `chip` in the document
    `jaxbench platforms --json` prints (platform::registry_json)."""
    for generation in registry.get("tpu_generations", []):
        if generation.get("name") == chip:
            peaks = generation.get("peaks")
            if not peaks:
                raise SystemExit(f"jaxbench's platform registry has no peaks for {chip}")
            return peaks["bf16_tflops"] * 1e12, peaks["hbm_tbytes_per_s"] * 1e12
    raise SystemExit(f"jaxbench's platform registry has no TPU generation {chip}")


def load_registry(jaxbench, registry_file=None):
    """The platform registry: from `registry_file` when given, else from
    `JAXBENCH platforms --json`."""
    if registry_file:
        return json.loads(pathlib.Path(registry_file).read_text())
    if not pathlib.Path(jaxbench).is_file():
        raise SystemExit(f"{jaxbench} not found: build it (cmake --build build --target jaxbench), "
                         "or give --jaxbench PATH or --registry FILE (saved `jaxbench platforms --json`)")
    done = subprocess.run([str(jaxbench), "platforms", "--json"], capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{jaxbench} platforms --json failed (exit {done.returncode}): "
                         f"{done.stderr.strip() or done.stdout.strip()}")
    return json.loads(done.stdout)


@functools.lru_cache(maxsize=None)
def v6e_peaks(jaxbench=JAXBENCH):
    """v6e's (bf16 FLOP/s, HBM bytes/s) from the built binary, asked once per process."""
    return peaks_from_registry(load_registry(jaxbench))
