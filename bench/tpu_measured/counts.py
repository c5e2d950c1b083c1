"""The sweep's counts, kept in the repository: what the scorer reads of each
compiled record (its latest row: status, the estimate's counts and constants,
the cost analysis) with the two things it otherwise takes from the cache (the
op formula's FLOPs and bytes, which need the record's integer arguments, and
the waits its XLA code executes, from the sweep's profile), and the published
modules' rows likewise.

Why: the cache (dumps, modules, inputs) lives on one host and takes two hours
to make again; a change to the formula or its constants (a refit, a what-if
of score.py) needs only these counts. `score.py --save-counts F` writes them
after a sweep (after --reestimate, they are the re-read ones); `score.py
--counts F` scores from them with no cache. A change to what the worker
counts still needs the dumps (`--reestimate`), and then new counts.

Each row names the commit whose build counted it (`counted_at`), and
`made_by` the last save, so a reader knows which estimate it holds."""
import json
import time

from bench.lib import tpu_formula
from bench.lib.kept_estimate import head_commit, pack_estimate, unpack_estimate

FORMAT = 1
# What a row keeps besides its estimate: what counts(), predictions() and tables.diagnosis() read.
ROW_FIELDS = ("id", "op", "target", "measured_ms", "status", "build_status", "build_reason", "pallas_calls",
              "inputs_refused", "message", "cost", "compile_seconds", "bottleneck", "counted_at")
MESSAGE_CHARS = 300


def compact_row(row, formula, waits):
    """A latest row as the counts keep it: formula is (flops, bytes) or an error's text; waits: the profile's
    tpu_formula.unit_waits."""
    out = {k: row[k] for k in ROW_FIELDS if row.get(k) is not None}
    for k in ("message", "build_reason", "inputs_refused"):
        if isinstance(out.get(k), str):
            out[k] = out[k][:MESSAGE_CHARS]
    if row.get("tpu_estimate"):
        out["tpu_estimate"] = pack_estimate(row["tpu_estimate"])
    out["formula"] = list(formula) if isinstance(formula, (tuple, list)) else {"error": formula}
    out["unit_waits"] = waits
    return out


def compact_published(document):
    """The published modules' preflight document cut to what metrics.published_rows reads (of the profile, the
    units' waits)."""
    modules = []
    for module in document.get("modules", []):
        estimate = module.get("tpu_estimate")
        modules.append({"module": module["module"], "status": module.get("status"),
                        "tpu_estimate": pack_estimate({"seconds": estimate.get("seconds"), "basis": estimate["basis"],
                                                       "constants": estimate["constants"]}) if estimate else None,
                        "tpu_profile": {"units": tpu_formula.unit_waits(module.get("tpu_profile"))}})
    return {"command": "preflight", "modules": modules}


def provenance(worker):
    return {"commit": head_commit(), "worker": str(worker),
            "written": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def save(path, target, rows, published_document, made_by):
    """rows: {id: compact_row(...)}; published_document: the published modules' preflight.json or None. A file
    already there keeps its rows not given now and its published modules unless given now (a sweep goes on over
    hosts: sweep.py --counted skips what a file holds); each row names the commit that counted it."""
    document = {"format": FORMAT, "target": target, "rows": {}, "published": None}
    if path.exists():
        document = read(path, target)
    for rid, row in rows.items():
        document["rows"][rid] = dict(row, counted_at=row.get("counted_at") or made_by["commit"])
    if published_document:
        document["published"] = compact_published(published_document)
    document["made_by"] = made_by
    path.write_text(json.dumps(document, separators=(",", ":")) + "\n")  # rows in the sweep's order, as the cache


def read(path, target):
    """A counts file as stored; one of another target or format is refused."""
    document = json.loads(path.read_text())
    if document.get("format") != FORMAT or document.get("target") != target:
        raise SystemExit(f"{path}: counts of format {document.get('format')} for {document.get('target')}, not "
                         f"format {FORMAT} for {target}: write them again with score.py --save-counts")
    return document


def load(path, target):
    """(rows, published document or None) of a counts file, unpacked."""
    document = read(path, target)
    rows = {rid: dict(row, tpu_estimate=unpack_estimate(row.get("tpu_estimate")))
            for rid, row in document["rows"].items()}
    published = document.get("published")
    if published:
        published = dict(published, modules=[dict(m, tpu_estimate=unpack_estimate(m.get("tpu_estimate")))
                                             for m in published["modules"]])
    return rows, published


def stored_formula(row):
    """(flops, bytes) the counts keep, None when the formula did not read the key; raises KeyError when the row
    came from the cache (no stored formula)."""
    value = row["formula"]
    return tuple(value) if isinstance(value, list) else None
