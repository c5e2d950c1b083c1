#!/usr/bin/env python3
"""A network-free example agent for `jaxbench optimize --proposer command:...`.

It reads the loop's prompt (prompts/refine.md) on stdin and writes ONE
candidate file to stdout. No model is involved: it plays a fixed playbook
of rewrites an engineer would try on the reference, one per attempt, so a
run is deterministic and needs no network (stdlib only).

  attempt k = how many attempts the prompt's verdicts list (their numbers)
  k = 0  the reference itself: correct by construction, the baseline
  k = 1  f32 internals: every floating input upcast once, the reference run
         in f32, each output cast once to the dtype the reference returns
         (on a CPU, bf16 arithmetic is emulated; one cast in, one out)
  k = 2+ the workload's own moves, where the playbook has some (12p: a
         one-pass mean of squares written as sum * 1/d, then the scale
         fused into the f32 expression so the output is rounded once)
  after the last move, or whenever the last verdict is not `correct`: the
  best kernel so far again (the prompt's), else the reference.

Each file starts with a comment naming its move; stderr says it too (the
loop keeps stderr for the run's record).
"""
import re
import sys

F32_WRAPPER = '''

# --- rewrite_agent move "f32-internals": one upcast in, one cast out ---
_reference_workload = workload


def workload(*args):
    import jax
    import jax.numpy as jnp
    wanted = jax.eval_shape(_reference_workload, *args)
    up = [a.astype(jnp.float32) if jnp.issubdtype(a.dtype, jnp.floating) else a for a in args]
    out = _reference_workload(*up)
    return jax.tree_util.tree_map(lambda o, w: o.astype(w.dtype), out, wanted)
'''

RMSNORM_ONE_PASS = '''

# --- rewrite_agent move "one-pass-sum": mean of squares as sum * (1/d) ---
def workload(x, scale):
    import jax
    import jax.numpy as jnp
    xf = x.astype(jnp.float32)
    ms = jnp.sum(xf * xf, axis=-1, keepdims=True) * (1.0 / x.shape[-1])
    y = (xf * jax.lax.rsqrt(ms + 1e-5)).astype(x.dtype)
    return y * scale
'''

RMSNORM_FUSED_SCALE = '''

# --- rewrite_agent move "fused-scale": scale applied in f32, one rounding ---
def workload(x, scale):
    import jax
    import jax.numpy as jnp
    xf = x.astype(jnp.float32)
    inv = jax.lax.rsqrt(jnp.sum(xf * xf, axis=-1, keepdims=True) * (1.0 / x.shape[-1]) + 1e-5)
    return (xf * inv * scale.astype(jnp.float32)).astype(x.dtype)
'''

# Moves after the first two, per workload prefix (the id's part before "_").
WORKLOAD_MOVES = {"12p": [("one-pass-sum", RMSNORM_ONE_PASS), ("fused-scale", RMSNORM_FUSED_SCALE)]}


def sections(prompt):
    """{heading: text} for the prompt's top-level `# ` headings (not inside code fences)."""
    out, name, fence = {}, "", None
    for line in prompt.splitlines():
        stripped = line.strip()
        if stripped.startswith("```"):
            fence = None if fence else stripped
        if fence is None and line.startswith("# "):
            name = line[2:].strip()
            out[name] = ""
            continue
        out[name] = out.get(name, "") + line + "\n"
    return out


def first_python_block(text):
    match = re.search(r"^```(?:python|py)?[ \t]*\n(.*?)^```[ \t]*$", text, re.S | re.M)
    return match.group(1) if match else None


def read_prompt(prompt):
    parts = sections(prompt)
    workload_id, reference, verdicts, best = "", None, [], None
    for name, body in parts.items():
        if name.startswith("Workload"):
            workload_id = name.split()[1] if len(name.split()) > 1 else ""
            reference = first_python_block(body)
        elif name.startswith("The last verdicts"):
            verdicts = re.findall(r"^- attempt (\d+): (\S+?)[,\s]", body + "\n", re.M)
        elif name.startswith("The best kernel"):
            best = first_python_block(body)
    return workload_id, reference, [(int(n), s) for n, s in verdicts], best


def attempt_number(verdicts):
    """Attempts made so far; the prompt may keep only the last few verdicts, so trust their numbers."""
    if not verdicts:
        return 0
    numbers = [n for n, _ in verdicts]
    return max(len(verdicts), max(numbers) + (1 if min(numbers) == 0 else 0))


def choose(workload_id, reference, verdicts, best):
    """(move name, candidate source)."""
    k = attempt_number(verdicts)
    fallback = ("best-so-far", best) if best else ("reference", reference)
    if k > 0 and verdicts[-1][1] != "correct":
        return fallback
    moves = [("reference", reference), ("f32-internals", reference + F32_WRAPPER)]
    moves += [(name, reference + code) for name, code in WORKLOAD_MOVES.get(workload_id.split("_")[0], [])]
    return moves[k] if k < len(moves) else fallback


def main():
    prompt = sys.stdin.read()
    workload_id, reference, verdicts, best = read_prompt(prompt)
    if not reference:
        print("rewrite_agent: the prompt has no reference implementation (a ```python block under "
              "'# Workload ID'); is it prompts/refine.md?", file=sys.stderr)
        return 2
    if "import jax" not in reference:  # the prompt gave the function alone
        reference = "import jax\nimport jax.numpy as jnp\nimport jaxbench_common as jc\n\n" + reference
    move, source = choose(workload_id, reference, verdicts, best)
    print(f"rewrite_agent: {workload_id} attempt {attempt_number(verdicts)}: move {move}", file=sys.stderr)
    sys.stdout.write(f"# rewrite_agent move: {move}\n" + source.rstrip("\n") + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
