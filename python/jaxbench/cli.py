"""`python -m jaxbench evaluate|run|list`: JAXBench's command line, judged by jaxbench.

The flags and exit codes are JAXBench's (`python -m JAXBench ...`), so a
shell script or an agent that calls JAXBench calls this unchanged: evaluate
exits 0 iff the kernel is correct, 1 otherwise; run and list exit 0. Ours
on top: exit 2, with one line on stderr, when the judge itself could not
answer (no binary, a refused request, a server that died).
"""

import argparse
import json
import sys

from . import schema, textout
from .client import Client
from .errors import BinaryNotFound, JudgeError

EXIT_JUDGE_FAILED = 2


def build_parser(params=None):
    """The command line; its suites and TPU choices are the binary's (`jaxbench serve --schema`)."""
    params = schema.method_params() if params is None else params
    suites = schema.choices(params, "list", "suite")
    parser = argparse.ArgumentParser(prog="python -m jaxbench",
                                     description="JAXBench's commands, judged by jaxbench serve "
                                     "($JAXBENCH_BIN, else jaxbench on PATH)")
    commands = parser.add_subparsers(dest="command")
    evaluate = commands.add_parser("evaluate", help="judge a candidate kernel file against a workload")
    evaluate.add_argument("--workload", required=True, help="workload name, e.g. 12p_RMSNorm (or its id prefix 12p)")
    evaluate.add_argument("--kernel", required=True, help="path to a .py file defining workload(*inputs)")
    _timing_flags(evaluate, params)
    evaluate.add_argument("--json", action="store_true", help="print the verdict as JSON (for agents)")
    run = commands.add_parser("run", help="time workloads' baseline and optimized programs")
    run.add_argument("--workload", default=None, help="one workload (its baseline and, if any, optimized)")
    run.add_argument("--all", action="store_true", help="every workload; writes results/results.json and .csv")
    run.add_argument("--suite", default="all", choices=suites, help="with --all: which workloads (default: all, the 50)")
    _timing_flags(run, params)
    run.add_argument("--json", action="store_true", help="print the results as JSON")
    listing = commands.add_parser("list", help="list the workloads")
    listing.add_argument("--json", action="store_true", help="print them as JSON")
    listing.add_argument("--suite", default="all", choices=suites, help="which workloads (default: all, the 50)")
    return parser


def _timing_flags(parser, params):
    parser.add_argument("--tpu", choices=schema.choices(params, "eval", "tpu"), default="auto",
                        help="TPU to time on (default: auto, the device present)")
    parser.add_argument("--num-warmup", type=int, default=5, help="warmup iterations (default: 5)")
    parser.add_argument("--num-iters", type=int, default=50, help="timed iterations (default: 50)")


def cmd_evaluate(client, args):
    result = client.evaluate_kernel(args.workload, args.kernel, tpu=args.tpu, num_warmup=args.num_warmup,
                                    num_iters=args.num_iters)
    print(json.dumps(result, indent=2) if args.json else textout.verdict_text(result))
    return 0 if result.get("status") == "correct" else 1


def cmd_run(client, args):
    timing = {"tpu": args.tpu, "num_warmup": args.num_warmup, "num_iters": args.num_iters}
    if args.all:
        output = client.run_all(echo=not args.json, suite=args.suite, **timing)
        if args.json:
            print(json.dumps(output, indent=2))
        return 0
    if not args.workload:
        print("jaxbench: give --workload NAME or --all", file=sys.stderr)
        return 1
    results = [record for record in (client.run_workload(args.workload, variant=variant, **timing)
                                     for variant in ("baseline", "optimized")) if record is not None]
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        for record in results:
            print(textout.run_text(record))
    return 0


def cmd_list(client, args):
    workloads = client.list_workloads() if args.suite == "all" else client.list_workloads(args.suite)
    items = [{"name": w.get("id"), "has_optimized": bool(w.get("has_optimized", False)),
              "category": w.get("category"), "tier": w.get("tier"), "sizes": w.get("sizes")} for w in workloads]
    if args.json:
        print(json.dumps(items, indent=2))
    else:
        print(textout.list_text(items))
    return 0


COMMANDS = {"evaluate": cmd_evaluate, "run": cmd_run, "list": cmd_list}


def main(argv=None, client=None):
    """Runs one command; returns its exit code. `client` lets a caller (a test) bring its own server."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 1
    owned = client is None
    client = client or Client()
    try:
        return COMMANDS[args.command](client, args)
    except (JudgeError, BinaryNotFound) as error:
        print(f"jaxbench: {error}", file=sys.stderr)
        return EXIT_JUDGE_FAILED
    finally:
        if owned:
            client.close()
