"""Draws a seeded sample of tokamax's TPU-measured records and writes it to
bench/tpu_measured/records_<target>.json (committed: the sweep and the
scorer read the same list on every machine).

Every op file is represented. Within an op, records with the same array
shapes count as one shape: one record is drawn per shape, the shapes are
sorted by measured time and cut into --per-op strata of equal count, and
one shape is drawn from each, so an op's sample spans its fastest to its
slowest shape (within-op ranking needs the spread) rather than bunching
where the file has many similar keys. An op with --per-op shapes or fewer
(records, not shapes: keys of one shape that differ in a flag are
different programs) is taken whole. The list is ordered round-robin over the ops, so a sweep
stopped early still covers every op.

  bench/tpu_measured/.venv/bin/python -m bench.tpu_measured.sample --target v6e [--per-op 16] [--seed 2026] [--all]
"""
import argparse
import collections
import json
import random
import sys

from bench.tpu_measured import records as rec


def draw_op(records, per_op, rng):
    """One op's sample: all of a small op's records; else one record per shape, from --per-op strata of the
    shapes sorted by measured time."""
    if len(records) <= per_op:
        return list(records)
    by_shape = collections.defaultdict(list)
    for r in records:
        by_shape[rec.shape_signature(r["key"])].append(r)
    shapes = [rng.choice(group) for _, group in sorted(by_shape.items())]
    shapes.sort(key=lambda r: (r["measured_ms"], r["id"]))
    if len(shapes) <= per_op:
        return shapes
    picked = []
    for k in range(per_op):
        stratum = shapes[k * len(shapes) // per_op:(k + 1) * len(shapes) // per_op]
        picked.append(rng.choice(stratum))
    return picked


def round_robin(per_op_lists, rng):
    """The ops' samples interleaved, each op's in a random order."""
    queues = []
    for op in sorted(per_op_lists):
        items = list(per_op_lists[op])
        rng.shuffle(items)
        queues.append(collections.deque(items))
    ordered = []
    while any(queues):
        for queue in queues:
            if queue:
                ordered.append(queue.popleft())
    return ordered


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", choices=sorted(rec.TARGET_CHIPS), default="v6e")
    parser.add_argument("--per-op", type=int, default=16, help="shapes drawn from an op file that has more")
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--all", action="store_true", help="every record, not a sample")
    parser.add_argument("--json", action="store_true", help="print the summary as JSON")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    everything = rec.load_records(args.target)
    by_op = collections.defaultdict(list)
    for r in everything:
        by_op[r["op"]].append(r)
    sample = {op: (rs if args.all else draw_op(rs, args.per_op, rng)) for op, rs in by_op.items()}
    ordered = round_robin(sample, rng)
    summary = {op: {"records": len(by_op[op]), "shapes": len({rec.shape_signature(r["key"]) for r in by_op[op]}),
                    "sampled": len(sample[op])} for op in sorted(by_op)}
    document = {"target": args.target, "chip": rec.TARGET_CHIPS[args.target], "seed": args.seed,
                "per_op": None if args.all else args.per_op, "tokamax": "0.0.17", "summary": summary,
                "records": ordered}
    rec.records_file(args.target).write_text(json.dumps(document, indent=1) + "\n")
    if args.json:
        print(json.dumps({"file": str(rec.records_file(args.target)), "sampled": len(ordered), "ops": summary}))
    else:
        for op, s in summary.items():
            print(f"{op:60s} {s['records']:4d} records {s['shapes']:4d} shapes -> {s['sampled']:3d}", file=sys.stderr)
        print(f"{len(ordered)} of {len(everything)} records -> {rec.records_file(args.target)}", file=sys.stderr)


if __name__ == "__main__":
    main()
