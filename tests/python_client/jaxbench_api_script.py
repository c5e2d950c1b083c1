#!/usr/bin/env python3
"""An agent's script written against JAXBench's Python API, as JAXBench's
README uses it; the one change is the import (JAXBench.harness ->
jaxbench.harness). It judges each (workload, kernel) pair given and prints a
line per verdict, then the whole result as JSON after "RESULT " for the test
that runs it (tests/python_client/jaxbench_api_test.py).
Usage: jaxbench_api_script.py WORKLOAD KERNEL [WORKLOAD KERNEL ...]"""
import json
import sys

from jaxbench.harness import evaluate_kernel


def main(argv):
    failed = 0
    for workload, kernel in zip(argv[0::2], argv[1::2]):
        result = evaluate_kernel(workload, kernel, tpu="auto", num_warmup=2, num_iters=10)
        if result["status"] == "correct":
            print(f"{workload}: correct={result['correctness']['correct']}, "
                  f"{result['speedup_vs_baseline']:.2f}x vs baseline, kernel {result['kernel']['median_ms']:.4f} ms")
        else:
            failed += 1
            print(f"{workload}: {result['status']}: {result.get('error', '')}")
        print("RESULT " + json.dumps(result))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
