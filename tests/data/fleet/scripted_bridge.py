"""A bridge without Ray, for the C++ side's tests: serve's JSON lines, answered by script.

Usage: scripted_bridge.py MODE [BATCH [FAILING_WORKLOAD]]

  refuse        says what the real bridge says with no Ray, exits 2
  reverse       holds BATCH requests, then answers them last first, each
                named by a worker of its own; a run of FAILING_WORKLOAD gets
                the fleet's error (every judge it tried failed)
  die           answers the first of BATCH requests, then exits 3 with a last line
"""

import json
import sys


def row(params, worker_index):
    return {"workload": params["workload"], "name": params["workload"], "variant": params.get("variant", "baseline"),
            "status": "success", "median_ms": 1.0 + worker_index, "mean_ms": 1.0, "std_ms": 0.0, "min_ms": 1.0,
            "max_ms": 1.0, "num_iters": 3, "num_warmup": 1, "xla_flops": 1000, "tflops": 0.5,
            "utilization_pct": None, "size": params.get("size"), "platform": "cpu", "device_kind": "cpu",
            "tpu": "cpu", "output_shape": [2, 2], "budget_seen": params.get("budget")}


def answer(message, index, failing):
    fleet = {"worker": f"cpu-{index}", "kind": "cpu", "node_id": f"node{index}", "node_ip": "127.0.0.1",
             "attempts": 1}
    if message["params"].get("workload") == failing:
        return {"id": message["id"], "error": {"code": "fleet_failed", "message": "failed on 3 judges: lost"}}
    if message["method"] == "eval":  # what serve --no-store answers: the verdict and its record_facts
        verdict = {"workload": message["params"]["workload"], "status": "correct", "envelope_seen": message.get("fleet"),
                   "record_facts": {"module_sha256": "ab" * 32, "candidate_source": message["params"].get(
                       "candidate_source")}}
        return {"id": message["id"], "result": verdict, "fleet": fleet}
    result = row(message["params"], index)
    result["envelope_seen"] = message.get("fleet")  # what the C++ side asked of the fleet (its deadline)
    return {"id": message["id"], "result": result, "fleet": fleet}


def main():
    mode = sys.argv[1]
    if mode == "refuse":
        print("jaxbench fleet: Ray is not installed in this Python (python3): run ./setup.sh --with-ray",
              file=sys.stderr, flush=True)
        return 2
    batch = int(sys.argv[2])
    failing = sys.argv[3] if len(sys.argv) > 3 else None
    held = []
    print("fleet: [    0.0 s] joined a scripted cluster", file=sys.stderr, flush=True)
    for line in sys.stdin:
        message = json.loads(line)
        if message["method"] == "status":
            print(json.dumps({"id": message["id"], "result": {"fleet": {"cluster": "scripted", "judges": []}}}),
                  flush=True)
            continue
        held.append(message)
        if len(held) < batch:
            continue
        if mode == "die":
            print(json.dumps(answer(held[0], 0, failing)), flush=True)
            print("fleet: the whole cluster is lost", file=sys.stderr, flush=True)
            return 3
        for index, waiting in enumerate(reversed(held)):
            print(json.dumps(answer(waiting, index, failing)), flush=True)
        held = []
    return 0


if __name__ == "__main__":
    sys.exit(main())
