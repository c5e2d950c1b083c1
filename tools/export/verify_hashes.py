"""Check every workloads/<id>/<size>/manifest.json against its files.

Standard library only (CI runs it without JAX):
  python tools/export/verify_hashes.py [--workloads-root DIR] [--only ID ...] [--json]
                                      [--committed FILE | --write-committed FILE]
Exit 0 when every artifact's sha256 and size match and no exported file is
missing from its manifest; 1 otherwise; 2 on usage errors.

A tier whose artifacts are not committed (workloads/levels) commits each
manifest's portable digest instead, in `sha256sum` form
(`<digest>  <id>/<size>/manifest.json`): --committed FILE also checks every
exported manifest against it (a re-export that differs is a drift),
--write-committed FILE writes it from the exported manifests, after a
deliberate change to a workload or the exporter. --digest FILE ... prints the
digest of each manifest given.

The portable digest (the same as src/suite/manifest_digest.h's) is the sha256
of the manifest's JSON with each fixture artifact's own sha256 left out,
written with sorted keys, no spaces, UTF-8 as is and every float as its
"%.17g" string. Fixtures are the host's XLA:CPU outputs, and a matmul's
rounding follows the host's kernels, so their bytes differ between CPUs;
the programs, the inputs' sha256, shapes, tolerances and formulas do not.
"""
import argparse
import hashlib
import json
import sys
from pathlib import Path

EXPORTED_SUFFIXES = (".mlir", ".mlirbc", ".npy")


def check_size_dir(size_dir):
    """Problem lines for one size folder (empty when all is well)."""
    size_dir = Path(size_dir)
    mpath = size_dir / "manifest.json"
    try:
        manifest = json.loads(mpath.read_text())
    except (OSError, ValueError) as e:
        return [f"{mpath}: unreadable manifest ({e})"]
    problems = []
    artifacts = manifest.get("artifacts")
    if not isinstance(artifacts, dict) or not artifacts:
        return [f"{mpath}: no artifacts table"]
    for rel, entry in sorted(artifacts.items()):
        path = size_dir / rel
        if not path.is_file():
            problems.append(f"{path}: missing (listed in manifest.json)")
            continue
        data = path.read_bytes()
        digest = hashlib.sha256(data).hexdigest()
        if digest != entry.get("sha256"):
            problems.append(f"{path}: sha256 {digest} != manifest {entry.get('sha256')}")
        elif len(data) != entry.get("bytes"):
            problems.append(f"{path}: {len(data)} bytes != manifest {entry.get('bytes')}")
    for path in sorted(size_dir.rglob("*")):
        rel = path.relative_to(size_dir).as_posix()
        if path.is_file() and path.suffix in EXPORTED_SUFFIXES and rel not in artifacts:
            problems.append(f"{path}: not listed in manifest.json")
    return problems


def size_dirs(root, only=None):
    root = Path(root)
    for mpath in sorted(root.glob("*/*/manifest.json")):
        if only and mpath.parent.parent.name not in only:
            continue
        yield mpath.parent


def _canonical_numbers(value):
    if isinstance(value, float):
        return "%.17g" % value
    if isinstance(value, dict):
        return {k: _canonical_numbers(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_canonical_numbers(v) for v in value]
    return value


def portable_digest(manifest_path):
    """The committed digest of one manifest: its fixture artifacts' own sha256 left out."""
    doc = json.loads(Path(manifest_path).read_text(encoding="utf-8"))
    artifacts = doc.get("artifacts") if isinstance(doc, dict) else None
    for entry in (artifacts.values() if isinstance(artifacts, dict) else ()):
        if isinstance(entry, dict) and entry.get("kind") == "fixture":
            entry.pop("sha256", None)
    text = json.dumps(_canonical_numbers(doc), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def read_committed(path):
    """{"<id>/<size>": sha256} from a sha256sum-style file."""
    committed = {}
    for line in Path(path).read_text().splitlines():
        if line.strip():
            digest, _, rel = line.partition("  ")
            committed[rel.removesuffix("/manifest.json")] = digest
    return committed


def committed_problems(dirs, committed, path):
    """A manifest whose portable digest differs from the committed one, or has none."""
    problems = []
    for d in dirs:
        key = f"{d.parent.name}/{d.name}"
        try:
            digest = portable_digest(d / "manifest.json")
        except (OSError, ValueError) as e:
            problems.append(f"{d / 'manifest.json'}: unreadable manifest ({e})")
            continue
        if key not in committed:
            problems.append(f"{d / 'manifest.json'}: no committed digest in {path} "
                            "(add it with --write-committed after checking the export)")
        elif committed[key] != digest:
            problems.append(f"{d / 'manifest.json'}: digest {digest} drifted from the committed "
                            f"{committed[key]} ({path})")
    return problems


def write_committed(dirs, path):
    lines = [f"{portable_digest(d / 'manifest.json')}  "
             f"{d.parent.name}/{d.name}/manifest.json" for d in dirs]
    Path(path).write_text("".join(line + "\n" for line in sorted(lines, key=lambda x: x.split("  ")[1])))


def print_digests(paths):
    for path in paths:
        try:
            print(f"{portable_digest(path)}  {path}")
        except (OSError, ValueError) as e:
            print(f"verify_hashes: {path}: unreadable manifest ({e})", file=sys.stderr)
            return 1
    return 0


def main(argv=None):
    default_root = Path(__file__).resolve().parents[2] / "workloads"
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--workloads-root", default=str(default_root))
    ap.add_argument("--only", nargs="+", metavar="ID")
    ap.add_argument("--json", action="store_true")
    group = ap.add_mutually_exclusive_group()
    group.add_argument("--committed", metavar="FILE", help="also check each manifest's digest against FILE")
    group.add_argument("--write-committed", metavar="FILE", help="write each manifest's digest to FILE")
    group.add_argument("--digest", nargs="+", metavar="MANIFEST", help="print each manifest's portable digest")
    args = ap.parse_args(argv)
    if args.digest:
        return print_digests(args.digest)
    root = Path(args.workloads_root)
    if not root.is_dir():
        print(f"verify_hashes: {root} is not a directory", file=sys.stderr)
        return 2
    dirs = list(size_dirs(root, args.only))
    problems = []
    for d in dirs:
        problems.extend(check_size_dir(d))
    if args.only:
        seen = {d.parent.name for d in dirs}
        problems.extend(f"{root / w}: no exported manifest" for w in args.only
                        if w not in seen)
    if args.committed:
        if not Path(args.committed).is_file():
            print(f"verify_hashes: --committed {args.committed} not found", file=sys.stderr)
            return 2
        problems.extend(committed_problems(dirs, read_committed(args.committed), args.committed))
    elif args.write_committed and not problems:
        write_committed(dirs, args.write_committed)
    for p in problems:
        print(p, file=sys.stderr)
    if args.json:
        print(json.dumps({"status": "mismatch" if problems else "ok",
                          "checked": [str(d) for d in dirs],
                          "problems": problems}, indent=1))
    else:
        print(f"verify_hashes: {len(dirs)} manifests, {len(problems)} problems",
              file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
