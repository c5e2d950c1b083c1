"""The fleet on a local Ray cluster of 3 judge nodes on this host (fake jaxbench_cpu resources).

Usage: fleet_cluster_test.py JAXBENCH

1. Two more nodes, one whose jaxbench is missing and one whose jaxbench is of
   another version, are refused with a line naming it; the fleet goes on.
2. The 50-workload small suite (`run` of each reference) through the bridge;
   one worker node's raylet gets SIGKILL after the 10th answer, while its judge
   has a request in flight. All 50
   succeed, each answered exactly once, a request that was in flight on the
   dead node is answered by another (attempts 2), and none after the kill
   names that node.
3. A hung judge (its serve stopped with SIGSTOP) gets a request: after the
   request's deadline it is restarted by Ray (a fresh serve), and the
   request is judged by another worker. The stopped serve dies with its actor.
4. Bad lines get serve's error codes, and the bridge goes on.
"""

import os
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fleet_harness as harness  # noqa: E402

failures = []


def check(name, condition, detail=""):
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)
    if not condition:
        failures.append(name)


def check_refusals(bridge):
    fleet = bridge.wait_for(lambda f: sum(j["state"] == "idle" for j in f["judges"]) == 3
                            and len(f["refused"]) == 2, "3 judges idle, 2 refused", timeout=180)
    refused = " | ".join(fleet["refused"])
    check("a node with another version is refused, naming it", "0.0.9+0123456789ab" in refused, refused)
    check("a node with no binary is refused, naming it", "/nonexistent/jaxbench" in refused, refused)
    check("refusal lines are in the bridge's log", "0.0.9+0123456789ab" in bridge.log(), bridge.log()[-500:])
    return fleet


def suite_with_a_node_killed(bridge, workloads, victim_node):
    victim_pid = harness.raylet_pid(victim_node)
    victim_id = victim_node.node_id
    for index, workload in enumerate(workloads):
        bridge.send(harness.run_request(index, workload))
    answers, killed_at, probes = {}, None, 0
    duplicates = []
    while len(answers) < len(workloads):
        answer = bridge.next(timeout=600)
        if str(answer["id"]).startswith("probe-"):
            # The fleet's status: kill the node while its judge has a request in flight.
            judges = answer["result"]["fleet"]["judges"]
            busy = [j for j in judges if j["node_id"] == victim_id and j["state"] == "busy"]
            if busy and killed_at is None:
                os.kill(victim_pid, signal.SIGKILL)
                killed_at = time.monotonic()
                print(f"     SIGKILL to raylet {victim_pid} of node {victim_id[:8]} ({busy[0]['worker']} busy) "
                      f"after {len(answers)} answers", flush=True)
            elif killed_at is None:
                probes += 1
                bridge.send({"id": f"probe-{probes}", "method": "status"})
            continue
        if answer["id"] in answers:
            duplicates.append(answer["id"])
        answers[answer["id"]] = (answer, killed_at is not None)
        if len(answers) == 10 and killed_at is None:
            bridge.send({"id": "probe-0", "method": "status"})
    statuses = [a.get("result", {}).get("status") for a, _ in answers.values()]
    check("all 50 answered", sorted(answers) == list(range(len(workloads))), sorted(answers))
    check("each answered exactly once", not duplicates, duplicates)
    bad = [(i, a) for i, (a, _) in answers.items() if a.get("result", {}).get("status") != "success"]
    check("all 50 succeed", not bad, str(bad[:2])[:600])
    again = [a for a, _ in answers.values() if a.get("fleet", {}).get("attempts", 1) >= 2]
    check("a request in flight on the dead node is judged again, elsewhere",
          again and all(a["fleet"]["node_id"] != victim_id for a in again), [a.get("fleet") for a in again])
    nodes = {a["fleet"]["node_id"] for a, _ in answers.values() if "fleet" in a}
    check("the suite ran on all three judge nodes", len(nodes) == 3, nodes)
    check("every answer names its worker and node", all(a.get("fleet", {}).get("worker") and
                                                        a["fleet"].get("node_ip") for a, _ in answers.values()))
    return answers


def hung_judge(bridge):
    fleet = bridge.wait_for(lambda f: sum(j["state"] == "idle" for j in f["judges"]) >= 2, "2 judges idle", 60)
    idle = [j for j in fleet["judges"] if j["state"] == "idle"]
    stopped = idle[0]
    os.kill(stopped["serve_pid"], signal.SIGSTOP)
    started = time.monotonic()
    for index in range(len(idle)):  # one for each idle judge, so the stopped one gets one
        bridge.send(dict(harness.run_request(f"hang-{index}", "12p"), fleet={"timeout_s": 20}))
    answers = [bridge.next(timeout=180) for _ in idle]
    elapsed = time.monotonic() - started
    moved = [a for a in answers if a["fleet"]["attempts"] == 2]
    check("the hung judge's request is judged by another worker",
          len(moved) == 1 and moved[0]["fleet"]["worker"] != stopped["worker"]
          and moved[0]["result"]["status"] == "success", answers)
    check("after its 20 s deadline", elapsed >= 20, elapsed)
    # Its chip gets a fresh judge: the restarted actor, or one that was waiting
    # for a free chip (the dead node's) and took this one first.
    bridge.wait_for(lambda f: any(j["node_id"] == stopped["node_id"] and j["state"] == "idle"
                                  and j["serve_pid"] != stopped["serve_pid"] for j in f["judges"]),
                    "a fresh judge on the hung judge's chip", 120)
    check("the hung judge was restarted", "is restarted: no answer to request 'hang-" in bridge.log())
    # SIGKILL reaches it as its actor dies (PR_SET_PDEATHSIG); a loaded host may take a moment to deliver it.
    pid = stopped["serve_pid"]
    check("the stopped serve died with its actor", harness.process_ended(pid, 30),
          f"pid {pid} is in state {harness.process_state(pid)}")


def bad_lines(bridge):
    bridge.popen.stdin.write(b"not json\n")
    bridge.popen.stdin.flush()
    check("a line that is not JSON: parse_error", bridge.next(30)["error"]["code"] == "parse_error")
    answer = bridge.call({"id": 7, "method": "run", "params": {}, "fleet": {"kind": "gpu"}})
    check("an unknown kind: invalid_request naming fleet.kind",
          answer["error"]["code"] == "invalid_request" and "fleet.kind" in answer["error"]["message"], answer)
    answer = bridge.call({"id": 8, "method": "eval", "params": {"workload": "12p", "candidate_path": "/nope.py"}})
    check("an unreadable candidate_path: invalid_params on the driver",
          answer["error"]["code"] == "invalid_params" and "/nope.py" in answer["error"]["message"], answer)
    answer = bridge.call({"id": 9, "method": "run", "params": {"workload": "12p", "sizes": "small"}})
    check("serve's own validation answers through the fleet",
          answer.get("error", {}).get("code") == "invalid_params" and "worker" in answer.get("fleet", {}), answer)


def main():
    harness.ray_or_skip()
    binary = os.path.abspath(sys.argv[1])
    workloads = harness.workload_ids(binary)
    check("the suite has 50 workloads", len(workloads) == 50, len(workloads))
    work = tempfile.mkdtemp(prefix="fleet-test-")
    other = os.path.join(work, "jaxbench")
    with open(other, "w") as script:
        script.write("#!/bin/sh\necho 'jaxbench 0.0.9+0123456789ab'\n")
    os.chmod(other, 0o755)
    started = time.monotonic()
    cluster, nodes = harness.start_cluster(3, [({"JAXBENCH_BIN": other}, 1),
                                               ({"JAXBENCH_BIN": "/nonexistent/jaxbench"}, 1)])
    bridge = harness.Bridge(cluster.address, binary)
    try:
        check_refusals(bridge)
        print(f"     fleet ready after {time.monotonic() - started:.1f} s", flush=True)
        suite_started = time.monotonic()
        suite_with_a_node_killed(bridge, workloads, nodes[1])
        print(f"     suite of 50 in {time.monotonic() - suite_started:.1f} s", flush=True)
        hung_judge(bridge)
        bad_lines(bridge)
        check("EOF: the bridge exits 0", bridge.close() == 0)
    finally:
        if bridge.popen.poll() is None:
            bridge.popen.kill()
        print(bridge.log()[-3000:] if failures else "", flush=True)
        cluster.shutdown()
    print(f"{'FAILED' if failures else 'passed'} in {time.monotonic() - started:.1f} s", flush=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
