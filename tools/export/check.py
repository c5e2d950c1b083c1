"""--check: compare freshly exported files with the committed ones."""
import io
from pathlib import Path

import numpy as np

from tools.export import verify_hashes


def compare(files, target):
    """Mismatch lines for {relpath: bytes} against the folder `target`."""
    target = Path(target)
    problems = []
    for rel, data in sorted(files.items()):
        path = target / rel
        if not path.is_file():
            problems.append(f"{path}: missing (the exporter writes it)")
            continue
        old = path.read_bytes()
        if old != data:
            problems.append(f"{path}: differs from a fresh export"
                            f"{_numeric_hint(rel, old, data)}")
    if target.is_dir():
        for path in sorted(target.rglob("*")):
            rel = path.relative_to(target).as_posix()
            if path.is_file() and rel not in files:
                problems.append(f"{path}: not produced by a fresh export")
    return problems


def _numeric_hint(rel, old, new):
    """For .npy outputs: how far apart, since CPU results can differ in the
    last bits between machines (CPU features, XLA versions)."""
    if not rel.endswith(".npy"):
        return ""
    try:
        a = np.load(io.BytesIO(old), allow_pickle=False)
        b = np.load(io.BytesIO(new), allow_pickle=False)
        if a.shape != b.shape or a.dtype != b.dtype:
            return f" (shape/dtype {a.shape} {a.dtype} vs {b.shape} {b.dtype})"
        if a.dtype.kind == "V" and a.dtype.itemsize == 2:
            import ml_dtypes
            a, b = a.view(ml_dtypes.bfloat16), b.view(ml_dtypes.bfloat16)
        a, b = a.astype(np.float64), b.astype(np.float64)
        n = int(np.count_nonzero(~((a == b) | (np.isnan(a) & np.isnan(b)))))
        diff = np.nanmax(np.abs(a - b)) if a.size else 0.0
        return f" ({n} of {a.size} elements differ, max abs diff {diff:.3g})"
    except Exception as e:  # the hint is best effort
        return f" (not comparable: {type(e).__name__})"


def verify_manifest(size_dir):
    """Every sha256 in size_dir/manifest.json against the files."""
    return verify_hashes.check_size_dir(Path(size_dir))
