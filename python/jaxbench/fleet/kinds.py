"""The chip kinds a fleet judges on, and what each asks of Ray.

A TPU or GPU judge takes one of Ray's own accelerator resources (Ray then
sets TPU_VISIBLE_CHIPS / CUDA_VISIBLE_DEVICES for its process, so serve sees
that one chip). A CPU judge takes one unit of the custom resource
`jaxbench_cpu`, which a node offers only when its operator says how many CPU
judges it holds (`ray start --resources '{"jaxbench_cpu": 1}'`): a machine's
CPUs are not all judges, and two timed evals sharing cores would share
their timings.
"""

CPU_RESOURCE = "jaxbench_cpu"

# kind -> (the Ray resource a judge of that kind holds, serve's --plugin).
_KINDS = {
    "cpu": (CPU_RESOURCE, "cpu"),
    "tpu": ("TPU", "tpu"),
    "cuda": ("GPU", "cuda"),
}


def kinds():
    return list(_KINDS)


def resource_of(kind):
    return _KINDS[kind][0]


def plugin_of(kind):
    return _KINDS[kind][1]


def actor_options(kind):
    """The options of a judge actor of this kind: its chip, and no CPU slot of Ray's.

    num_cpus=0: the judge's cores are its chip's business (a CPU judge holds
    its jaxbench_cpu unit instead), so Ray's CPU count never limits judges.
    """
    if kind == "tpu":
        return {"num_cpus": 0, "num_tpus": 1}
    if kind == "cuda":
        return {"num_cpus": 0, "num_gpus": 1}
    return {"num_cpus": 0, "resources": {CPU_RESOURCE: 1}}


def judges_per_kind(cluster_resources):
    """How many judges of each kind the cluster's resources hold (whole units only)."""
    counts = {}
    for kind in _KINDS:
        count = int(cluster_resources.get(resource_of(kind), 0) + 1e-9)
        if count > 0:
            counts[kind] = count
    return counts
