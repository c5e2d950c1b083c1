"""Find and import workload modules (`<root>/<id>/workload.py`)."""
import importlib.util
import re
import sys
import traceback
from pathlib import Path

REQUIRED = ("CONFIG", "SIZES", "MODES", "make_inputs", "workload", "flops",
            "bytes_accessed", "NOTES", "SHAPE_FAMILY")
CONFIG_KEYS = ("name", "model", "operator", "category", "semantics", "jaxbench")
SIZES = ("small", "full")
# "12p_RMSNorm" (prefix "12p"), or a levels-tier id "l1_019_ReLU" (prefix
# "l1_019": the KernelBench level and its three-digit op number).
_ID_RE = re.compile(r"^(\d+[a-z]?|l\d+_\d{3})_\w+$")


class WorkloadError(Exception):
    """A workload module that breaks the contract (workloads/README.md)."""


def default_root():
    return Path(__file__).resolve().parents[2] / "workloads"


def discover(root):
    """Workload ids under root (folders holding workload.py), in suite order."""
    root = Path(root)
    if not root.is_dir():
        raise WorkloadError(f"workloads root {root} is not a directory")
    ids = [p.parent.name for p in root.glob("*/workload.py")]
    return sorted(ids, key=_order_key)


def _order_key(wid):
    m = re.match(r"^(\d+)", wid)
    return (int(m.group(1)) if m else 1 << 30, wid)


def prefix(wid):
    m = _ID_RE.match(wid)
    if not m:
        raise WorkloadError(f"{wid}: id must look like '12p_Name' or 'l1_019_Name'")
    return m.group(1)


# A user's own op (jaxbench workload add): a letter, then letters, digits and
# '_' (src/suite/workload_id.cpp's rule); its prefix is the id itself.
_USER_ID_RE = re.compile(r"^[A-Za-z]\w{0,63}$")


def any_prefix(wid):
    """The prefix of a suite or levels id, else the id itself when it is a user id."""
    if _ID_RE.match(wid) or not _USER_ID_RE.match(wid):
        return prefix(wid)
    return wid


def load(root, wid, check=True):
    """Import `<root>/<wid>/workload.py` under a fresh module name, with the
    root on sys.path (its own helpers, e.g. workloads/levels/levels_common.py)
    and the suite's workloads/ too (so `import jaxbench_common` works from a
    root elsewhere); check the contract unless `check` is False (the
    validator checks it itself, to say more about what is missing)."""
    root = Path(root).resolve()
    path = root / wid / "workload.py"
    if not path.is_file():
        raise WorkloadError(f"{wid}: no {path}")
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    if str(default_root()) not in sys.path:  # after the root: a root's own module of that name wins
        sys.path.append(str(default_root()))
    name = "jaxbench_workload_" + re.sub(r"\W", "_", wid)
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as e:
        del sys.modules[name]
        raise WorkloadError(f"{wid}: importing workload.py failed: "
                            f"{describe(e, path)}") from e
    if check:
        check_contract(wid, module)
    return module


def describe(e, path):
    """`Type: first line of message (file.py:line)`, the line being the last
    frame inside `path` (a workload or candidate file)."""
    text = str(e).strip()
    msg = f"{type(e).__name__}: {text.splitlines()[0]}" if text else type(e).__name__
    path = Path(path).resolve()
    where = ""
    for frame in traceback.extract_tb(e.__traceback__):
        if Path(frame.filename).resolve() == path:
            where = f" ({path.name}:{frame.lineno})"
    return msg + where


def check_contract(wid, m):
    missing = [n for n in REQUIRED if not hasattr(m, n)]
    if missing:
        raise WorkloadError(f"{wid}: workload.py lacks {', '.join(missing)}")
    cfg_missing = [k for k in CONFIG_KEYS if k not in m.CONFIG]
    if cfg_missing:
        raise WorkloadError(f"{wid}: CONFIG lacks {', '.join(cfg_missing)}")
    for s in SIZES:
        if s not in m.SIZES:
            raise WorkloadError(f"{wid}: SIZES lacks '{s}'")
    modes = list(m.MODES)
    if not modes or modes[0] != "normal" or len(set(modes)) != len(modes):
        raise WorkloadError(f"{wid}: MODES must be distinct names starting "
                            f"with 'normal', got {modes}")
    for n in ("make_inputs", "workload", "flops", "bytes_accessed"):
        if not callable(getattr(m, n)):
            raise WorkloadError(f"{wid}: {n} is not callable")
