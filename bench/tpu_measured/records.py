"""tokamax's TPU-measured autotuning records, read from the JSON files its
wheel ships (tokamax/data/autotuning/<chip>/<op>.json), without importing
tokamax: the scorer runs without it.

A record is one (key, config) pair of one op file: the op's arguments as
tokamax serialises them (shapes as "bf16[16,32,128]"), the config it was
run with, and five TPU evaluation times; its id is the op file's name and a
hash of key and config, stable across runs and machines."""
import hashlib
import itertools
import json
import pathlib
import statistics

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parents[1]
CACHE = pathlib.Path("/work/tpu_measured_cache")

# The pre-flight's --target for each tokamax chip folder (tokamax names a
# chip by its device kind, lower-cased with underscores).
TARGET_CHIPS = {"v6e": "tpu_v6_lite", "v5e": "tpu_v5_lite", "v7": "tpu7x"}
DEVICE_KINDS = {"v6e": "TPU v6 lite", "v5e": "TPU v5 lite", "v7": "TPU7x"}


def data_folder():
    """tokamax/data/autotuning in the benchmark's own venv (bench/tpu_measured/.venv)."""
    found = sorted(HERE.glob(".venv/lib/python3*/site-packages/tokamax/data/autotuning"))
    if not found:
        raise SystemExit("no tokamax in bench/tpu_measured/.venv: run the setup step of bench/tpu_measured/README.md")
    return found[0]


def record_id(op, key, config):
    digest = hashlib.sha1(f"{op}\n{key}\n{config}".encode()).hexdigest()[:10]
    return f"{op}-{digest}"


def load_records(target):
    """Every (key, config) record of the target's chip folder, each op file's in file order."""
    folder = data_folder() / TARGET_CHIPS[target]
    records = []
    for path in sorted(folder.glob("*.json")):
        op = path.stem
        for key, configs in json.loads(path.read_text()).items():
            for config, data in configs.items():
                times = data.get("evaluation_times_ms") or []
                if not times:
                    continue
                records.append({"id": record_id(op, key, config), "op": op, "key": key, "config": config,
                                "measured_ms": statistics.median(times), "evaluation_times_ms": times,
                                "compile_time_ms": data.get("compile_time_ms"),
                                "peak_memory_mb": data.get("peak_memory_mb")})
    return records


def records_file(target):
    return HERE / f"records_{target}.json"


def load_sample(target, everything=False):
    """The committed sample (sample.py) of a target, its records in sweep order; with everything, the sample
    followed by every other record of the wheel's chip folder, one op after another in turn (a sweep stopped
    early has added to every op)."""
    sample = json.loads(records_file(target).read_text())["records"]
    if not everything:
        return sample
    taken = {r["id"] for r in sample}
    by_op = {}
    for r in load_records(target):
        if r["id"] not in taken:
            by_op.setdefault(r["op"], []).append(r)
    rest = [r for turn in itertools.zip_longest(*by_op.values()) for r in turn if r is not None]
    return sample + rest


def latest_rows(cache):
    """{id: row} of CACHE/<target>/results.jsonl, each record's LAST row: a record swept again (--retry) appends
    a row, and only the newest says what its dump now holds (an earlier "compiles" must not hide a later
    "timeout" from --retry timeout, nor a timeout hide a later compile from the scorer)."""
    rows = {}
    lines = cache / "results.jsonl"
    for line in lines.read_text().splitlines() if lines.exists() else []:
        if line.strip():
            row = json.loads(line)
            rows[row["id"]] = row
    return rows


def array_shapes(key):
    """The key's array arguments as {name: (dtype, shape)}, nested ones by dotted name; a GroupSizes
    ({"num_groups", "total_size"}) as an int32 vector."""
    found = {}

    def visit(name, value):
        if isinstance(value, str) and value.endswith("]") and "[" in value:
            dtype, _, dims = value[:-1].partition("[")
            if dtype.replace("_", "").isalnum():
                found[name] = (dtype, tuple(int(d) for d in dims.split(",") if d))
        elif isinstance(value, dict) and set(value) == {"num_groups", "total_size"}:
            found[name] = ("i32", (value["num_groups"],))
        elif isinstance(value, dict):
            for k, v in value.items():
                visit(f"{name}.{k}", v)
        elif isinstance(value, list):
            for i, v in enumerate(value):
                visit(f"{name}.{i}", v)

    for name, value in json.loads(key).items():
        visit(name, value)
    return found


def shape_signature(key):
    """The key's array shapes and dtypes as one string: records of one op with the same signature are one shape."""
    return ";".join(f"{n}:{d}{list(s)}" for n, (d, s) in sorted(array_shapes(key).items()))
