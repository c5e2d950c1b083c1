"""How a benchmark starts the Python peer (bench/lib/python_peer.py) and
which of the library's candidates it gives it. The peer runs the candidate
in its own process, so it gets only candidates that cannot take that process
down. Importing this module does not import JAX: the benchmark's own process
stays light; only the peer pays for JAX."""
import json
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
PYTHON = ROOT / ".venv" / "bin" / "python"
LIBRARY = ROOT / "examples" / "candidates"


def peer_command(*arguments):
    """The peer's command line; run it with cwd=ROOT, where `-m bench.lib.python_peer` is found."""
    return [str(PYTHON), "-m", "bench.lib.python_peer", *arguments]


def benign_candidates():
    """The library's candidates that neither hang nor exhaust memory nor
    break the harness: the ones a Python harness can run in its own process."""
    entries = json.loads((LIBRARY / "expected.json").read_text())["candidates"]
    return [(e["workload"], str(LIBRARY / e["file"])) for e in entries
            if e["status"] in ("correct", "incorrect") and e["workload"] in ("12p", "41k", "36k")]
