"""The fleet's throughput: 12 CPU candidates judged through the bridge on 1, 2 and 3 single-CPU nodes.

  .venv/bin/python -m bench.fleet_throughput [--nodes 1,2,3] [--repeats 1] [--json]
  .venv/bin/python -m bench.fleet_throughput --address HEAD:6379 --kind tpu   # a real cluster's judges

Each run starts a local Ray cluster of N nodes, one `jaxbench_cpu` judge each
(tests/fleet/fleet_harness.py), waits until every judge is ready (that
start-up is reported apart), then sends the 12 candidates at once and
times until the last verdict. The peer, measured in the same run: one plain
`jaxbench serve --no-store` judging the same 12 in a row, no Ray at all, so
"fleet of 1 / serve" is what Ray and the bridge cost. All nodes share this
host's cores: with 2 cores the ceiling is 2x, whatever N.
"""

import argparse
import json
import os
import pathlib
import platform
import statistics
import subprocess
import sys
import time

from tests.fleet import fleet_harness as harness

ROOT = pathlib.Path(__file__).resolve().parents[1]

JAXBENCH = ROOT / "build" / "jaxbench"
LIBRARY = ROOT / "examples" / "candidates"
CANDIDATES = [
    ("12p", "12p_RMSNorm/correct_reassociated.py"), ("12p", "12p_RMSNorm/correct_pallas.py"),
    ("12p", "12p_RMSNorm/wrong_epsilon.py"), ("12p", "12p_RMSNorm/zeros.py"),
    ("36k", "36k_Matmul_Sigmoid_Sum/correct_f32_sum.py"), ("36k", "36k_Matmul_Sigmoid_Sum/half_the_features.py"),
    ("41k", "41k_Gemm_Add_ReLU/correct_fused_f32.py"), ("41k", "41k_Gemm_Add_ReLU/drops_bias.py"),
    ("18k", "18k_Conv2D_ReLU_BiasAdd/correct_nhwc.py"), ("18k", "18k_Conv2D_ReLU_BiasAdd/relu_after_bias.py"),
    ("29k", "29k_Matmul_Swish_Sum_GroupNorm/correct_fused.py"),
    ("29k", "29k_Matmul_Swish_Sum_GroupNorm/wrong_group_count.py"),
]


def requests(kind=None):
    envelope = {"fleet": {"kind": kind}} if kind else {}
    return [dict({"id": index, "method": "eval",
                  "params": {"workload": workload, "candidate_source": (LIBRARY / path).read_text(), "size": "small"}},
                 **envelope)
            for index, (workload, path) in enumerate(CANDIDATES)]


def plain_serve():
    """The peer: one serve, the 12 in a row; returns (wall seconds, statuses)."""
    lines = "".join(json.dumps(request) + "\n" for request in requests())
    started = time.monotonic()
    done = subprocess.run([str(JAXBENCH), "serve", "--no-store"], input=lines.encode(), capture_output=True,
                          check=True)
    wall = time.monotonic() - started
    answers = [json.loads(line) for line in done.stdout.splitlines()]
    return wall, sorted(answer["result"]["status"] for answer in answers)


def fleet(nodes, address=None, kind=None):
    """N single-judge local nodes (or the cluster at `address`); returns (ready s, wall s, statuses, workers)."""
    started = time.monotonic()
    cluster = None
    if address is None:
        cluster, _ = harness.start_cluster(nodes, own_cache=False)  # the judges' store as the peer's
        address = cluster.address
    bridge = harness.Bridge(address, str(JAXBENCH))
    try:
        wanted = (lambda f: sum(j["state"] == "idle" for j in f["judges"]) >= nodes) if cluster else \
            (lambda f: any(j["state"] == "idle" for j in f["judges"]) and time.monotonic() - started > 60)
        bridge.wait_for(wanted, "judges ready", 300)
        ready = time.monotonic() - started
        began = time.monotonic()
        for request in requests(kind):
            bridge.send(request)
        answers = [bridge.next(timeout=900) for _ in CANDIDATES]
        wall = time.monotonic() - began
        bridge.close()
    finally:
        if bridge.popen.poll() is None:
            bridge.popen.kill()
        if cluster is not None:
            cluster.shutdown()
    statuses = sorted(answer["result"]["status"] for answer in answers)
    return ready, wall, statuses, len({answer["fleet"]["worker"] for answer in answers})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nodes", default="1,2,3")
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--address", help="a running cluster instead of local nodes (its judges, as they are)")
    parser.add_argument("--kind", help="the chip kind to judge on (fleet.kind: cpu, tpu, cuda)")
    args = parser.parse_args()
    harness.ray_or_skip()
    serve_walls, rows = [], []
    for _ in range(args.repeats):
        wall, serve_statuses = plain_serve()
        serve_walls.append(wall)
    serve_wall = statistics.median(serve_walls)
    for nodes in [0] if args.address else [int(n) for n in args.nodes.split(",")]:
        runs = [fleet(nodes, args.address, args.kind) for _ in range(args.repeats)]
        wall = statistics.median(run[1] for run in runs)
        same = all(run[2] == serve_statuses for run in runs)
        rows.append({"nodes": nodes or runs[0][3], "ready_s": round(statistics.median(run[0] for run in runs), 1),
                     "wall_s": round(wall, 1), "candidates_per_hour": round(len(CANDIDATES) * 3600 / wall),
                     "per_candidate_s": round(wall / len(CANDIDATES), 2), "workers_used": runs[0][3],
                     "vs_serve": round(serve_wall / wall, 2), "same_verdicts_as_serve": same})
    report = {"host": {"cores": os.cpu_count(), "machine": platform.machine(),
                       "load_1min": round(os.getloadavg()[0], 1)},
              "candidates": len(CANDIDATES), "serve_wall_s": round(serve_wall, 1),
              "serve_per_candidate_s": round(serve_wall / len(CANDIDATES), 2), "fleet": rows}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"12 CPU candidates, size small, on {os.cpu_count()} cores (ceiling {os.cpu_count()}x); plain serve "
          f"(no Ray): {serve_wall:.1f} s ({serve_wall / len(CANDIDATES):.2f} s per candidate)")
    print("| nodes | ready s | 12 judged in s | candidates/hour | vs plain serve | verdicts as serve's |")
    print("|---|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['nodes']} | {row['ready_s']} | {row['wall_s']} | {row['candidates_per_hour']} | "
              f"{row['vs_serve']}x | {'yes' if row['same_verdicts_as_serve'] else 'NO'} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
