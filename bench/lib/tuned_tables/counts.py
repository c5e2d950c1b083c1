"""The tuned-table sweep's rows kept in the repository
(bench/tpu_tuned_counts.json): one row a variant, keyed kernel/key/variant,
each with its compact estimate (rows.compact_estimate) and the commit whose
build counted it.

Why: a variant compiles in seconds (qmm) to minutes (rpa: up to 8 minutes on
this 2-core host), the 31 keys a kernel take hours, and the cache of dumps
lives on one host. With `--counts F` a sweep takes a variant's row from F
instead of compiling it (only when the cache does not hold the variant), and
`--save-counts F` writes back every row it judged: a sweep stopped on one host
goes on from its counts on the next. A changed count (a worker that reads the
dumps differently) needs the dumps: `--reread` on a cache that holds them."""
import json
import pathlib
import time

from bench.lib.kept_estimate import pack_estimate, unpack_estimate
from bench.lib.tuned_tables import kernels as tk

FORMAT = 1
FINAL_STATUSES = ("compiles", "compile_error", "oom")


def entry(kernel, key, variant):
    return f"{kernel}/{tk.label(key)}/{tk.label(variant)}"


class Kept:
    """The rows of a counts file (none when it does not exist yet), looked up and added by variant."""

    def __init__(self, path):
        self.path = pathlib.Path(path) if path else None
        self.rows = {}
        if self.path and self.path.exists():
            document = json.loads(self.path.read_text())
            if document.get("format") != FORMAT:
                raise SystemExit(f"{self.path}: tuned-table counts of format {document.get('format')}, not "
                                 f"{FORMAT}: write them again from a cache with --reread --save-counts")
            self.rows = document["rows"]

    def get(self, kernel, key, variant):
        row = self.rows.get(entry(kernel, key, variant))
        return dict(row, estimate=unpack_estimate(row.get("estimate")), from_counts=True) if row else None

    def put(self, kernel, key, variant, row, commit):
        """A row judged from the cache (a compile or a re-read): kept with the commit that counted it, when its
        status is an answer (a timeout or a lost document under load is tried again on the next host)."""
        if row.get("status") not in FINAL_STATUSES:
            return
        self.rows[entry(kernel, key, variant)] = {k: v for k, v in row.items() if k != "from_counts"} | {
            "estimate": pack_estimate(row.get("estimate")), "counted_at": row.get("counted_at") or commit}

    def save(self, path):
        document = {"format": FORMAT, "written": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
                    "rows": dict(sorted(self.rows.items()))}
        pathlib.Path(path).write_text(json.dumps(document, separators=(",", ":")) + "\n")
