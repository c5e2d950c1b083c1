"""What each pallas_call of a traced candidate does at the judged shape.

A kernel whose blocks were tuned for another shape often still exports: its
grid has a zero-size dimension (M // 1024 at M = 256: the kernel never runs
and its output is never written), or a block is larger than its array. The
judge then sees only NaN or garbage; these lines say why, naming the call,
its grid, the block and the array's shape (the verdict carries them).
"""
from pathlib import Path


def _kernel_name(eqn):
    debug = getattr(eqn.params.get("jaxpr"), "debug_info", None)
    src = getattr(debug, "func_src_info", None) or ""
    name = src.split(" at ")[0] if src else ""
    return name or eqn.params.get("name") or "kernel"


def _candidate_line(eqn, candidate):
    """`file.py:line` of the candidate's own frame in the eqn's traceback, or ""."""
    try:
        frames = list(eqn.source_info.traceback.frames) if eqn.source_info.traceback else []
    except Exception:  # noqa: BLE001 - a location is a courtesy
        return ""
    own = [f for f in frames if candidate and Path(f.file_name).name == candidate]
    return f"{candidate}:{own[-1].line_num}" if own else ""


def _summary(eqn):
    try:
        from jax._src import source_info_util
        where = source_info_util.summarize(eqn.source_info)
    except Exception:  # noqa: BLE001
        return ""
    path, _, rest = where.partition(":")
    line = rest.split(":")[0].split(" ")[0]
    return f"{Path(path).name}:{line}" if line.isdigit() else ""


def _block_dims(block_shape):
    out = []
    for b in block_shape:
        size = getattr(b, "block_size", b)
        out.append(size if isinstance(size, int) else None)
    return out


def _fmt(dims):
    return "(" + ", ".join("None" if d is None else str(d) for d in dims) + ("," if len(dims) == 1 else "") + ")"


def _problems(eqn, site):
    gm = eqn.params.get("grid_mapping")
    if gm is None:
        return None
    grid = [int(g) if isinstance(g, int) else None for g in gm.grid]
    found = []
    if any(g == 0 for g in grid):
        found.append(f"grid {_fmt(grid)} has a zero-size dimension (the kernel never runs, its output "
                     "is never written)")
    for bm in gm.block_mappings:
        block, array = _block_dims(bm.block_shape), tuple(int(d) for d in bm.array_aval.shape)
        if len(block) == len(array) and any(b is not None and b > a for b, a in zip(block, array)):
            found.append(f"block {_fmt(block)} of {bm.origin} is larger than its array {_fmt(array)}")
    if not found:
        return None
    return f"pallas_call {_kernel_name(eqn)}" + (f" ({site})" if site else "") + \
        f", grid {_fmt(grid)}: " + "; ".join(found)


def findings(jaxpr, candidate="", outer_site=""):
    """One line per pallas_call whose grid or blocks do not fit the shape traced.
    Each names the candidate's line that led to it (`candidate`: its file name;
    inside a jitted library function, the line that called the function), else
    where JAX says the call was made."""
    from jax.extend import core as jex_core
    out = []
    for eqn in jaxpr.eqns:
        site = _candidate_line(eqn, candidate) or outer_site
        if eqn.primitive.name == "pallas_call":
            line = _problems(eqn, site or _summary(eqn))
            if line:
                out.append(line)
            continue
        for sub in jex_core.jaxprs_in_params(eqn.params):
            out.extend(findings(sub, candidate, site))
    return out
