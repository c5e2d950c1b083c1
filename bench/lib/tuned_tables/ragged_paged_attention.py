"""Ragged paged attention v3 (tpu-inference 0.13.3) for bench/tpu_tuned_tables.py (its adapter, kernels.load).

Key [page_size, q_dtype, kv_dtype, q_heads, kv_heads, head_dim, max_model_len]
(a 'TPU v6e' entry of v3/tuned_block_sizes.py, bf16 queries and KV: jaxbench's
.npy inputs have no float8), variant [num_kv_pages_per_block, num_queries_per_block].
The problem is the one the kernel's public autotune script times: 1024 tokens
and 256 sequences a batch, 60 MiB of VMEM allowed; the batch itself is drawn
per key (seeded): 1, 2, 4 or 8 prefill sequences sharing what the decodes
leave of the 1024 tokens, the rest decodes (one query each), kv lengths
uniform in [max_model_len/2, max_model_len], a random page table.
With `batch_kind = "tuner"` (tpu_tuned_tables.py --batch tuner) the batch is
the one the tuned entries were measured on instead: 255 decodes and one
prefill of the remaining 769 tokens (at most max_model_len), every kv length
at max_model_len; `retarget` puts it into a variant's kept kernel operands,
so its counts are read again without compiling (the batch changes no code).
"""
import json
import math
import re

import numpy as np

from bench.lib.registry import v6e_peaks
from bench.lib.template_sweeps import STEP_SECONDS
from bench.lib.tuned_tables import kernels as tk

TOKENS = 1024
SEQS = 256
VMEM_LIMIT = 60 * tk.MIB
BQ = (8, 16, 32, 64, 128, 256)  # the tuner's lists
BKV_P = (1, 2, 4, 8, 16, 32, 64, 128, 256)
CACHE_BYTES = 64 * tk.MIB  # the KV cache's page count: what fits in this (16 to 1000 pages)


class Rpa:
    def __init__(self):
        from tpu_inference.kernels.ragged_paged_attention.v3 import kernel, tuned_block_sizes
        self.kernel, self.tables = kernel, tuned_block_sizes
        import jax.numpy as jnp
        self.jnp = jnp

    def dtype(self, name):
        return self.jnp.dtype(name)

    def table_keys(self):
        keys = []
        for page_size, by_dtype in self.tables.TUNED_BLOCK_SIZES["TPU v6e"].items():
            for heads, by_len in by_dtype.get("q_bfloat16_kv_bfloat16", {}).items():
                q_heads, kv_heads, head_dim = (int(n) for n in re.findall(r"head-(\d+)", heads))
                for extra in by_len:
                    key = [page_size, "bfloat16", "bfloat16", q_heads, kv_heads, head_dim, int(extra.split("-")[1])]
                    if self.round_trips(key):
                        keys.append(key)
        return keys

    def round_trips(self, key):
        """Whether these head counts look up this very table entry (heads are rounded in the key)."""
        ps, q, kv, qh, kvh, hd, mml = key
        if qh % kvh:
            return False
        found = self.tables.get_lookup_keys(ps, self.dtype(q), self.dtype(kv), qh, kvh, hd, mml, None)
        return found == ("TPU v6e", ps, f"q_{q}_kv_{kv}", f"q_head-{qh}_kv_head-{kvh}_head-{hd}",
                         f"max_model_len-{mml}-sw-None")

    def tuned(self, key):
        ps, q, kv, qh, kvh, hd, mml = key
        return list(self.tables.get_tuned_block_sizes(self.dtype(q), self.dtype(kv), qh, kvh, hd, ps, TOKENS,
                                                       mml // ps))

    def vmem(self, key, variant):
        ps, q, kv, qh, kvh, hd, _ = key
        return self.kernel.get_vmem_estimate_bytes(kvh, qh // kvh, hd, variant[1], variant[0] * ps,
                                                   self.dtype(q), self.dtype(kv))

    def variants(self, key):
        """The tuned entry and its nearest power-of-two neighbours (x1/4..x4) the tuner's lists allow and VMEM fits."""
        tuned = self.tuned(key)
        pages_per_seq = key[6] // key[0]
        found = []
        for i in range(-2, 3):
            for j in range(-2, 3):
                variant = [tuned[0] * 2.0 ** i, tuned[1] * 2.0 ** j]
                if variant[0] not in BKV_P or variant[0] > pages_per_seq or variant[1] not in BQ:
                    continue
                variant = [int(v) for v in variant]
                if (i, j) == (0, 0) or self.vmem(key, variant) <= VMEM_LIMIT:
                    found.append(((i, j), variant))
        return tk.nearest(found, tk.MAX_VARIANTS["rpa"])

    def total_pages(self, key):
        ps, _, kv, _, kvh, hd, _ = key
        page_bytes = math.prod(self.kernel.get_kv_cache_shape(1, ps, kvh, hd, self.dtype(kv))) * 2
        return max(16, min(1000, CACHE_BYTES // page_bytes))

    def specs(self, key):
        import jax
        ps, q, kv, qh, kvh, hd, mml = key
        jnp = self.jnp
        cache = self.kernel.get_kv_cache_shape(self.total_pages(key), ps, kvh, hd, self.dtype(kv))
        return [jax.ShapeDtypeStruct((TOKENS, qh, hd), self.dtype(q)),
                jax.ShapeDtypeStruct((TOKENS, kvh, hd), self.dtype(kv)),
                jax.ShapeDtypeStruct((TOKENS, kvh, hd), self.dtype(kv)),
                jax.ShapeDtypeStruct(cache, self.dtype(kv)), jax.ShapeDtypeStruct((SEQS,), jnp.int32),
                jax.ShapeDtypeStruct((SEQS * (mml // ps),), jnp.int32), jax.ShapeDtypeStruct((SEQS + 1,), jnp.int32),
                jax.ShapeDtypeStruct((3,), jnp.int32)]

    def export(self, key, variant, located=False):
        def attention(*args):
            return self.kernel.ragged_paged_attention(*args, num_kv_pages_per_block=variant[0],
                                                      num_queries_per_block=variant[1], vmem_limit_bytes=VMEM_LIMIT)
        return tk.export_text(attention, self.specs(key), donate=(3,), located=located)  # the KV cache, as the kernel's jit donates it

    batch_kind = "ragged"

    def batch(self, key, kind=None):
        """(q_lens, kv_lens, decodes) of the key's batch of `kind` (default batch_kind): ragged, seeded by the
        key, or the tuner's (above)."""
        mml = key[6]
        if (kind or self.batch_kind) == "tuner":
            decodes = SEQS - 1
            return [1] * decodes + [min(TOKENS - decodes, mml)], [mml] * SEQS, decodes
        rng = tk.seeded(key)
        prefills = int(rng.choice([1, 2, 4, 8]))
        decodes = SEQS - prefills
        cuts = np.sort(rng.choice(np.arange(1, TOKENS - decodes), prefills - 1, replace=False))
        prefill = np.minimum(np.diff(np.concatenate([[0], cuts, [TOKENS - decodes]])), mml)
        q_lens = [1] * decodes + [int(n) for n in prefill]
        kv_lens = [int(rng.integers(max(q, mml // 2), mml + 1)) for q in q_lens]
        return q_lens, kv_lens, decodes

    def inputs(self, key, folder):
        """The .npy inputs of main, written once per key (zeros for the floats: only control flow reads values)."""
        paths = [folder / f"a{i}.npy" for i in range(8)]
        if all(p.exists() for p in paths):
            return paths
        folder.mkdir(parents=True, exist_ok=True)
        q_lens, kv_lens, decodes = self.batch(key)
        rng = tk.seeded(key + ["pages"])
        specs = self.specs(key)
        arrays = [np.zeros(s.shape, s.dtype) for s in specs[:4]]
        arrays += [np.array(kv_lens, np.int32), rng.integers(0, self.total_pages(key), specs[5].shape, np.int32),
                   np.concatenate([[0], np.cumsum(q_lens)]).astype(np.int32),
                   np.array([decodes, decodes, SEQS], np.int32)]
        for path, array in zip(paths, arrays):
            np.save(path, array)
        (folder / "batch.json").write_text(json.dumps({"q_lens": q_lens, "kv_lens": kv_lens, "decodes": decodes}))
        return paths

    def retarget(self, key, kernel_inputs):
        """A kept kernel_inputs.json (the kernel's integer operands on the ragged batch) with the lengths,
        query offsets and decode counts of this batch_kind's batch in place of the ragged one's; the page
        table stays (its values move addresses, not counts)."""
        old, new = self.batch(key, "ragged"), self.batch(key)

        def arrays(q_lens, kv_lens, decodes):
            return [list(kv_lens), [0] + list(np.cumsum(q_lens).tolist()), [decodes, decodes, SEQS]]
        swap = {json.dumps(a): b for a, b in zip(arrays(*old), arrays(*new))}
        for call in kernel_inputs["calls"]:
            for operand in call["operands"]:
                operand["values"] = swap.get(json.dumps(operand["values"]), operand["values"])
        return kernel_inputs

    def drop_large_inputs(self, folder):
        for i in range(4):  # the float arrays (zeros); the integer ones stay with the dumps
            (folder / f"a{i}.npy").unlink(missing_ok=True)

    def block_volume(self, key, variant):
        return variant[0] * key[0] * variant[1]

    def roofline(self, key, variant):
        """max(flops / bf16 peak, HBM bytes / bandwidth) + per block pair overhead, from the declared blocks:
        each query block of a sequence reads every kv block up to its kv length, whole."""
        ps, _, _, qh, kvh, hd, _ = key
        peak, hbm = v6e_peaks()
        q_lens, kv_lens, _ = self.batch(key)
        bkv, bq = variant[0] * ps, variant[1]
        pairs = flops = nbytes = 0
        for q_len, kv_len in zip(q_lens, kv_lens):
            nq, nk = -(-q_len // bq), -(-kv_len // bkv)
            pairs += nq * nk
            flops += nq * nk * 4 * bq * qh * bkv * hd
            nbytes += nq * nk * bkv * 2 * kvh * hd * 2 + nq * bq * qh * hd * 2 * 2
        return max(flops / peak, nbytes / hbm) + pairs * STEP_SECONDS
