"""A tpu_estimate as the repository keeps it (bench/tpu_measured/counts.py,
bench/lib/tuned_tables/counts.py): its units as rows of the fields the
formula reads, not dicts of every count; and the commit that counted."""
import pathlib
import subprocess

# What the formula and its what-ifs read of a unit (tpu_formula: pipelines, overlap_groups, kernel_loop_trips), kept
# as one list a unit in this order: a program has tens of units, and their other counts would triple the file.
UNIT_FIELDS = ("unit", "kernel", "executed_bundles", "dma_bytes", "other_dma_bytes", "pipeline_steps", "runs")


def pack_estimate(estimate):
    """The estimate with its units as rows of UNIT_FIELDS (unpack_estimate gives the dicts back)."""
    if not estimate or not (estimate.get("basis") or {}).get("units"):
        return estimate
    basis = dict(estimate["basis"], units=[[u.get(k) for k in UNIT_FIELDS] for u in estimate["basis"]["units"]])
    return dict(estimate, basis=basis)


def unpack_estimate(estimate):
    if not estimate or not (estimate.get("basis") or {}).get("units"):
        return estimate
    units = [{k: v for k, v in zip(UNIT_FIELDS, u) if v is not None} for u in estimate["basis"]["units"]]
    return dict(estimate, basis=dict(estimate["basis"], units=units))


def head_commit():
    """The checkout's commit when counts are kept (its src/ built the worker that counted; "+" when src/ has
    changes not committed)."""
    root = pathlib.Path(__file__).resolve().parents[2]
    git = lambda *a: subprocess.run(["git", "-C", str(root), *a], capture_output=True, text=True).stdout.strip()  # noqa
    return git("rev-parse", "--short", "HEAD") + ("+" if git("status", "--porcelain", "--", "src") else "")
