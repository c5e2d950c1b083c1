"""Each op's FLOPs and HBM bytes from its own formula, for the roofline peer.

XLA's cost analysis cannot see inside a Pallas call (a tpu_custom_call
counts only what its pl.CostEstimate declares), so for a program with
Pallas kernels the roofline uses these; for plain XLA programs the scorer
reports both. The formulas count the useful work: matmul FLOPs (2 per
multiply-add; a causal mask halves attention), each input read once and
each output written once (intermediates that stay in VMEM are free). A
paged-attention op's work depends on its sequence lengths, read from the
integer arguments the build wrote (kv_lens, cu_q_lens)."""
import json
import math

from bench.tpu_measured import records as rec

ITEM_BYTES = {"bool": 1, "i8": 1, "u8": 1, "f8_e4m3fn": 1, "f8_e5m2": 1, "bf16": 2, "f16": 2, "i16": 2,
              "f32": 4, "i32": 4, "u32": 4, "f64": 8, "i64": 8, "bfloat16": 2, "float32": 4, "float16": 2}
ATTENTION = ("dot_product_attention", "pallas_mosaic_tpu_flash_attention", "xla_chunked_dot_product_attention")
CROSS_ENTROPY = ("linear_softmax_cross_entropy_loss", "chunked_xla_linear_softmax_cross_entropy_loss",
                 "pallas_mosaic_tpu_linear_softmax_cross_entropy_loss")
RAGGED_DOT = ("ragged_dot", "pallas_mosaic_tpu_ragged_dot", "pallas_mosaic_tpu_v2_ragged_dot")


def nbytes(dtype, shape):
    return ITEM_BYTES.get(dtype, 4) * math.prod(shape)


def all_input_bytes(arrays):
    return sum(nbytes(d, s) for d, s in arrays.values())


def operand(arrays, name):
    """An operand given plainly, as a quantize-on-the-fly value (AsQArray) or as a quantized qvalue (QArray)."""
    return arrays.get(name) or arrays.get(f"{name}.value") or arrays[f"{name}.qvalue"]


def ragged_dot(key, arrays):
    (lhs_dtype, lhs), (_, rhs) = operand(arrays, "lhs"), operand(arrays, "rhs")
    numbers = key["ragged_dot_dimension_numbers"]
    (lhs_contract, rhs_contract), (_, rhs_batch) = numbers["dot_dimension_numbers"]
    groups = numbers["rhs_group_dimensions"]
    n = math.prod(d for i, d in enumerate(rhs) if i not in set(rhs_contract) | set(rhs_batch) | set(groups))
    rows = math.prod(d for i, d in enumerate(lhs) if i not in lhs_contract)
    out_dtype = key.get("preferred_element_type") or lhs_dtype
    # Ragged contracting dimension (no group dimension on rhs): one output matrix per group.
    out_elements = rows * n * (1 if groups else len(key["group_sizes"]) if isinstance(key["group_sizes"], list)
                               else key["group_sizes"]["num_groups"])
    flops = 2 * math.prod(lhs) * n
    return flops, all_input_bytes(arrays) + out_elements * ITEM_BYTES.get(out_dtype, 2)


def attention_dims(q, k, v, heads_first):
    """(batch, query length, query heads, kv length, qk dim, v dim) of [B, T, H, D] (or [H, T, D] splash) shapes."""
    if heads_first:
        return math.prod(q[:-3]) if len(q) > 3 else 1, q[-2], q[-3], k[-2], q[-1], v[-1]
    return math.prod(q[:-3]), q[-3], q[-2], k[-3], q[-1], v[-1]


def attention(key, arrays, heads_first, backward):
    (q_dtype, q), (_, k), (_, v) = arrays["q"], arrays["k"], arrays["v"]
    batch, t, heads, s, d, dv = attention_dims(q, k, v, heads_first)
    mask = key.get("mask") or {}
    causal = bool(mask.get("causal_mask") or mask.get("is_causal"))
    flops = 2 * batch * heads * t * s * (d + dv) * (0.5 if causal else 1.0)
    inputs = all_input_bytes(arrays)
    if backward:  # recompute the scores, then dV, dP, dQ, dK: 5 matmuls against the forward's 2
        return 2.5 * flops, inputs + sum(nbytes(*arrays[n]) for n in ("q", "k", "v"))
    return flops, inputs + batch * heads * t * dv * ITEM_BYTES.get(q_dtype, 2)


def cross_entropy(key, arrays, backward):
    (x_dtype, x), (w_dtype, w) = arrays["x"], arrays["w"]
    b, h, vocab = math.prod(x[:-1]), x[-1], w[-1]
    if backward:  # logits recomputed, then dx and dw
        return 6 * b * h * vocab, all_input_bytes(arrays) + nbytes(x_dtype, x) + nbytes(w_dtype, w)
    return 2 * b * h * vocab, all_input_bytes(arrays)


def visible_pairs(q_lens, kv_lens):
    """Query-key pairs a causal paged attention computes: query i of a sequence of q_len new tokens over kv_len
    keys sees kv_len - q_len + i + 1 of them."""
    return sum(q * kv - q * (q - 1) // 2 for q, kv in zip(q_lens, kv_lens))


def sequence_lengths(values, tokens, pages_per_seq, page_size, seqs):
    """(q_lens, kv_lens) from the build's cu_q_lens and kv_lens (and distribution's sequence count), else
    decode over full pages."""
    if "kv_lens" in values and "cu_q_lens" in values:
        cu = [int(c) for c in values["cu_q_lens"]]
        count = min(len(cu) - 1, len(values["kv_lens"]))
        if "distribution" in values:  # the sequences in use, at most the arrays' length
            count = max(0, min(count, int(values["distribution"][-1])))
        return [cu[i + 1] - cu[i] for i in range(count)], [int(k) for k in values["kv_lens"][:count]]
    return [1] * min(seqs, tokens), [pages_per_seq * page_size] * min(seqs, tokens)


def paged_attention(key, arrays, values, latent):
    if latent:
        (q_dtype, q), (_, q_pe), (kv_dtype, cache) = arrays["ql_nope"], arrays["q_pe"], arrays["cache_kv"]
        heads, qk_dim, v_dim = q[1], q[2] + q_pe[2], q[2]
        kv_row = cache[-1] * ITEM_BYTES.get(kv_dtype, 2)  # one latent row holds K and V
        page_size = cache[1] * cache[2]
    else:
        (q_dtype, q), (kv_dtype, cache) = arrays["queries"], arrays["kv_cache"]
        heads, qk_dim, v_dim = q[1], q[2], q[2]
        kv_row = cache[2] * cache[3] * ITEM_BYTES.get(kv_dtype, 1)  # K and V heads side by side
        page_size = cache[1]
    seqs = arrays["kv_lens"][1][0]
    pages_per_seq = arrays["page_indices"][1][0] // max(seqs, 1)
    q_lens, kv_lens = sequence_lengths(values, q[0], pages_per_seq, page_size, seqs)
    flops = 2 * heads * visible_pairs(q_lens, kv_lens) * (qk_dim + v_dim)
    read = sum(kv_lens) * kv_row + all_input_bytes({n: a for n, a in arrays.items() if n not in ("kv_cache",
                                                                                                 "cache_kv")})
    return flops, read + q[0] * heads * v_dim * ITEM_BYTES.get(q_dtype, 2)


def gated_delta_rule(key, arrays):
    (dtype, qkv), (_, state) = arrays["qkv"], arrays["recurrent_state"]
    tokens, width = qkv[0], qkv[-1]
    # A short causal convolution over the channels, then per token and value head a rank-1 state update and a
    # read-out of the d_k x d_v state (about 8 FLOPs per state element).
    flops = tokens * (2 * width * key["kernel_size"] + 8 * key["n_v"] * key["d_k"] * key["d_v"])
    out = tokens * key["n_v"] * key["d_v"] * ITEM_BYTES.get(dtype, 2)
    return flops, all_input_bytes(arrays) + nbytes(*arrays["recurrent_state"]) + out


def triangle(key, arrays):
    (dtype, x), (_, w_in) = arrays["x"], arrays["projection_in_weights"]
    n, c, hidden = x[0], x[-1], w_in[-1]
    flops = 2 * n * n * c * 2 * hidden * 2 + 2 * n ** 3 * hidden + 2 * n * n * hidden * c * 2
    return flops, all_input_bytes(arrays) + nbytes(dtype, x)


def formula(op, key_text, values=None):
    """(FLOPs, bytes) of one record by its op's formula, or None for an op without one."""
    key, arrays, values = json.loads(key_text), rec.array_shapes(key_text), values or {}
    backward = op.endswith("_vjp")
    base = op[:-4] if backward else op
    for prefix in ("pallas_mosaic_tpu_", "pallas_tpu_"):  # v7's Pallas variants of ops the formulas know
        known = RAGGED_DOT + ATTENTION + CROSS_ENTROPY
        if base.startswith(prefix) and base not in known:
            base = base[len(prefix):]
    if base in RAGGED_DOT:
        return ragged_dot(key, arrays)
    if base in ATTENTION:
        return attention(key, arrays, heads_first=False, backward=backward)
    if base == "splash_attention":
        return attention(key, arrays, heads_first=True, backward=backward)
    if base in CROSS_ENTROPY:
        return cross_entropy(key, arrays, backward)
    if base == "normalization":
        x_dtype, x = arrays["x"]
        return (10 if backward else 8) * math.prod(x), (3 if backward else 2) * nbytes(x_dtype, x)
    if base == "gated_linear_unit":
        (dtype, x), (_, w) = arrays["x"], arrays["weights"]
        rows = math.prod(x[:-1])
        return 2 * rows * x[-1] * w[-2] * w[-1], all_input_bytes(arrays) + rows * w[-1] * ITEM_BYTES.get(dtype, 2)
    if base == "ragged_gather":
        (dtype, x), (_, indices) = arrays["x"], arrays["indices"]
        return 0, 2 * indices[0] * x[-1] * ITEM_BYTES.get(dtype, 2) + nbytes(*arrays["indices"])
    if base == "ragged_gather_reduce":
        dtype, x = arrays["x"]
        return 2 * math.prod(x), all_input_bytes(arrays) + nbytes(dtype, x) // key["reduce_group_size"]
    if base == "batched_rpa":
        return paged_attention(key, arrays, values, latent=False)
    if base == "multi_head_latent_attention":
        return paged_attention(key, arrays, values, latent=True)
    if base == "causal_conv1d_gated_delta_rule":
        return gated_delta_rule(key, arrays)
    if base == "triangle_multiplication":
        return triangle(key, arrays)
    return None
