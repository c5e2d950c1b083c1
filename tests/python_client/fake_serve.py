#!/usr/bin/env python3
"""A stand-in for `jaxbench serve`, for the Python client's own tests only.

It speaks serve's JSON lines (list, eval, run, status), refuses what serve
refuses (an unknown field, a candidate_path that does not exist, an unknown
workload), and appends every answer it gives, with the params it was asked,
to the file named by --db (JSON lines), so a test can compare what the
client returned with what the server sent. A candidate's text steers it:
"FAKE: incorrect" gives an incorrect verdict, "FAKE: die" kills the server
mid-request (SIGKILL, before any answer). Its numbers come from the
candidate's sha256, so they differ per file and are the same every time.
`serve --schema` prints its own choices (suites all, levels, tiny; TPUs
v6e, v9z, auto), so a test sees the client take them from the binary.
Usage: fake_serve.py serve [--db FILE] [--no-store] [--schema] [...]
"""
import hashlib
import json
import os
import signal
import sys

WORKLOADS = {"12p_RMSNorm": False, "1p_Flash_Attention": True, "41k_Gemm_Add_ReLU": False, "2p_Broken": False}
LEVELS = {"l1_019_ReLU": False}
EVAL_FIELDS = {"workload", "candidate_path", "candidate_source", "candidate_kind", "size", "budget", "seeds",
               "timing", "target", "target_size", "execution_timeout", "export_timeout", "compile_timeout",
               "memory_limit", "require_isolation", "tpu", "num_warmup", "num_iters"}
RUN_FIELDS = {"workload", "size", "budget", "variant", "tpu", "num_warmup", "num_iters"}


class Refused(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code


def resolve(name):
    for workload in WORKLOADS:
        if workload == name or workload.split("_")[0] == name:
            return workload
    raise Refused("method_failed", f"unknown workload '{name}': run jaxbench list")


def check_fields(method, params, allowed):
    for name in params:
        if name not in allowed:
            raise Refused("invalid_params", f"unknown field params.{name} of {method}: its fields are "
                          + ", ".join(sorted(allowed)))


def timing(median):
    return {"median_ms": median, "mean_ms": median * 1.01, "std_ms": median / 50, "min_ms": median * 0.98,
            "timing_method": "interleaved_wall_clock", "tflops": 0.5, "utilization_pct": 0}


def verdict(params, store):
    check_fields("eval", params, EVAL_FIELDS)
    path = params.get("candidate_path")
    if path is not None and not os.path.exists(path):
        raise Refused("invalid_params", f"params.candidate_path of eval names {path}, which does not exist: "
                      "give a readable .py or .mlir file")
    source = open(path).read() if path else params.get("candidate_source", "")
    workload = resolve(params.get("workload", ""))
    if "FAKE: die" in source:
        os.kill(os.getpid(), signal.SIGKILL)
    digest = int(hashlib.sha256(source.encode()).hexdigest()[:8], 16)
    correct = "FAKE: incorrect" not in source
    kernel_ms, baseline_ms = 1 + digest % 1000 / 1000, 2 + digest % 777 / 1000
    result = {"schema": "jaxbench.verdict/2", "workload": workload, "status": "correct" if correct else "incorrect",
              "tpu": "cpu", "config": {"M": 8}, "size": params.get("size", "small"),
              "correctness": {"correct": correct, "max_diff": digest % 97 / 1e4, "reason": "ok" if correct else "x"},
              "baseline": timing(baseline_ms) if correct else dict.fromkeys(timing(0)),
              "kernel": timing(kernel_ms) if correct else dict.fromkeys(timing(0)), "pallas_reference": None,
              "speedup_vs_baseline": baseline_ms / kernel_ms if correct else None, "speedup_vs_pallas": None,
              "message": "fake verdict"}
    if store is not None:
        result["store"] = {"db": store, "run_id": 1, "attempt_ids": [os.getpid() * 1000 + digest % 1000]}
    return result


def run_record(params):
    check_fields("run", params, RUN_FIELDS)
    workload = resolve(params.get("workload", ""))
    variant = params.get("variant", "baseline")
    if workload == "2p_Broken":
        raise Refused("method_failed", "2p_Broken's reference does not load: re-export it")
    if variant == "optimized" and not WORKLOADS[workload]:
        return None
    record = {"name": workload, "workload": workload, "variant": variant, "tpu": "cpu", "config": {"M": 8},
              "num_iters": params.get("num_iters", 50)}
    if variant == "optimized":
        return {**record, "status": "error", "error": "the pallas_tpu program needs a TPU: this is cpu"}
    return {**record, "status": "success", **timing(0.25), "wall_clock_median_ms": 0.3, "xla_flops": 1000,
            "output_shape": [4, 8], "input_shapes": [[4, 8]]}


def answer(method, params, store):
    if method == "list":
        # As serve: "all" (the default) is the 50, "levels" the levels tier, "everything" both.
        suite = params.get("suite", "all")
        tiers = {"levels": [LEVELS], "everything": [WORKLOADS, LEVELS]}.get(suite, [WORKLOADS])
        return {"workloads": [{"id": w, "prefix": w.split("_")[0], "category": "priority", "name": w,
                               "tier": "levels" if tier is LEVELS else "suite", "sizes": ["small", "full"],
                               "has_optimized": opt} for tier in tiers for w, opt in tier.items()]}
    if method == "eval":
        return verdict(params, store)
    if method == "run":
        return run_record(params)
    if method == "status":
        return {"device": {"plugin": "cpu"}, "pid": os.getpid()}
    raise Refused("unknown_method", f"unknown method '{method}': use one of list, eval, run, status")


def schema():
    tpu = {"type": "string", "enum": ["v6e", "v9z", "auto"]}
    return {"tools": [{"name": "list", "inputSchema": {"type": "object", "properties": {
                          "suite": {"type": "string", "enum": ["all", "levels", "tiny"]}}}},
                      {"name": "eval", "inputSchema": {"type": "object", "properties": {"tpu": tpu}}},
                      {"name": "run", "inputSchema": {"type": "object", "properties": {"tpu": tpu}}}]}


def main(argv):
    if "--schema" in argv:
        print(json.dumps(schema()))
        return 0
    store = argv[argv.index("--db") + 1] if "--db" in argv else None
    for line in sys.stdin:
        request = json.loads(line)
        params = request.get("params") or {}
        try:
            reply = {"id": request.get("id"), "result": answer(request.get("method"), params, store)}
        except Refused as refused:
            reply = {"id": request.get("id"), "error": {"code": refused.code, "message": str(refused)}}
        if store is not None:
            with open(store, "a") as log:
                log.write(json.dumps({"pid": os.getpid(), "params": params, "reply": reply}) + "\n")
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()
    if store is not None:
        with open(store, "a") as log:
            log.write(json.dumps({"pid": os.getpid(), "eof": True}) + "\n")
    return 0


if __name__ == "__main__":
    if len(sys.argv) < 2 or sys.argv[1] != "serve":
        sys.exit("fake_serve.py: the first argument must be serve")
    sys.exit(main(sys.argv[2:]))
