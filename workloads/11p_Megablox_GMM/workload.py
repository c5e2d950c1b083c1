"""11p_Megablox_GMM: grouped matmul of MoE token groups (Qwen3-235B-A22B expert up-projection)."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "11p_Megablox_GMM",
    "model": "Qwen3-235B-A22B",
    "operator": "grouped_matmul",
    "category": "priority",
    "semantics": (
        "Rows of lhs are split into consecutive groups by group_sizes; the rows of group g are "
        "multiplied by rhs[g] with f32 accumulation, result in the input dtype."),
    "num_experts": 128,
    "num_experts_per_tok": 8,
    "emb_dim": 4096,
    "moe_mlp_dim": 1536,
    "seq_len": 4096,
    "M": 32768,  # seq_len * num_experts_per_tok
    "K": 4096,
    "N": 1536,
    "max_group_size": 512,  # 2 * M / num_experts (static bound, see NOTES)
    "jaxbench": {"v6e_baseline_ms": 3.0404, "v6e_optimized_ms": 1.9168,
                 "xla_flops": 412316860416},
}

SIZES = {
    "full": {"M": 32768, "K": 4096, "N": 1536, "num_groups": 128},
    "small": {"M": 512, "K": 256, "N": 256, "num_groups": 8},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "num_groups": jc.vary(2),
    "M": jc.vary(8, multiple_of_dims=["num_groups"]),
    "K": jc.vary(128),
    "N": jc.vary(128),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE, jc.SIGNED]

TUNED_TILING = (256, 1024, 1024)  # JAXBench's tuned megablox tiling (tm, tk, tn), full size

NOTES = [
    "Inputs differ from JAXBench: lhs ~ N(0,1) and rhs ~ N(0, 1/K) (fan-in scaled) instead "
    "of U(-7.45e-9, 7.45e-9) for both, whose outputs are ~1e-13 and pass any absolute "
    "tolerance (defect 5.1.13).",
    "group_sizes are ragged (JAXBench: all 256): random pairs (m+d, m-d) around the mean "
    "m = M/num_groups, so they sum to M exactly, lie in [0, 2m], and include empty groups "
    "and groups of 2m rows (max(1, num_groups/32) pairs at the extremes).",
    "jit fix (defect 5.1.4): JAXBench's 4th input, the Python int max_expert_size, is not "
    "an input; the window is the static bound max_group_size = 2*M/num_groups derived from "
    "the shapes. The reference mirrors the JAXBench baseline: lax.scan over groups, a "
    "max_group_size-row dynamic slice at the group's offset, rows >= the group size masked, "
    "read-modify-write into an (M + max_group_size, N) buffer, cropped to M rows. A group "
    "larger than max_group_size would be truncated (make_inputs never produces one); rows "
    "past sum(group_sizes) would be 0 (none: the sizes sum to M).",
    "Output in the input dtype (bf16) like the JAXBench baseline; the optimized variant's "
    "f32 output is not kept.",
    "Modes change lhs only: heavy_tailed (Student-t(3)), large_magnitude (x64), "
    "signed_shifted (+3). group_sizes are drawn the same way in every mode.",
    "pallas_tpu: the jax package's megablox gmm with preferred_element_type = the input "
    "dtype (f32 accumulator inside, so the same function as the reference), JAXBench's "
    "tuned tiling (256, 1024, 1024) at full size, (128, K/2, N/2)-style tiles below.",
    "flops count what the reference computes: num_groups windows of max_group_size rows "
    "(2x the 2*M*K*N useful FLOPs that JAXBench counts).",
]


def _max_group(m, num_groups):
    return 2 * m // num_groups


def make_inputs(key, mode, size):
    s = SIZES[size]
    m, k, n, g = s["M"], s["K"], s["N"], s["num_groups"]
    kl, kr, kg = jax.random.split(key, 3)
    lhs = jc.activation(kl, (m, k), mode)
    rhs = jc.fan_in_weight(kr, (g, k, n), k)
    group_sizes = jc.paired_sizes(kg, g, m, lo=0, extreme_pairs=max(1, g // 32))
    return lhs, rhs, group_sizes


def workload(lhs, rhs, group_sizes):
    m = lhs.shape[0]
    num_groups, _, n = rhs.shape
    win = _max_group(m, num_groups)
    starts = jnp.cumsum(group_sizes) - group_sizes
    lhs_pad = jnp.pad(lhs, ((0, win), (0, 0)))
    row = jnp.arange(win)[:, None]

    def one_group(out, xs):
        start, size, w = xs
        rows = jax.lax.dynamic_slice_in_dim(lhs_pad, start, win, axis=0)
        res = jnp.dot(rows, w, preferred_element_type=jnp.float32).astype(lhs.dtype)
        old = jax.lax.dynamic_slice_in_dim(out, start, win, axis=0)
        new = jnp.where(row < size, res, old)
        return jax.lax.dynamic_update_slice_in_dim(out, new, start, axis=0), None

    out = jnp.zeros((m + win, n), lhs.dtype)
    out, _ = jax.lax.scan(one_group, out, (starts, group_sizes, rhs))
    return out[:m]


def pallas_tpu(lhs, rhs, group_sizes):
    from jax.experimental.pallas.ops.tpu.megablox import gmm
    m, k = lhs.shape
    n = rhs.shape[2]
    full = SIZES["full"]
    if (m, k, n) == (full["M"], full["K"], full["N"]):
        tiling = TUNED_TILING
    else:
        tiling = (min(256, max(128, m // 4)), min(1024, max(128, k // 2)),
                  min(1024, max(128, n // 2)))
    return gmm(lhs, rhs, group_sizes, preferred_element_type=lhs.dtype, tiling=tiling)


def flops(size):
    # The reference's work: num_groups windows of max_group_size rows, 2 FLOPs per
    # multiply-add (useful work is half of it: 2*M*K*N).
    s = SIZES[size]
    return 2 * s["num_groups"] * _max_group(s["M"], s["num_groups"]) * s["K"] * s["N"]


def bytes_accessed(size):
    # Compulsory traffic: lhs and rhs read once, output written once (bf16), group_sizes.
    s = SIZES[size]
    return (jc.suite_bytes((s["M"], s["K"]), (s["num_groups"], s["K"], s["N"]), (s["M"], s["N"]))
            + 4 * s["num_groups"])
