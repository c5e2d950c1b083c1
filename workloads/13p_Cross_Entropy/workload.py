"""13p_Cross_Entropy: fused LM-head projection + softmax cross-entropy, mean over tokens."""
import jax
import jax.numpy as jnp

import jaxbench_common as jc

CONFIG = {
    "name": "13p_Cross_Entropy",
    "model": "Llama-3.1-8B",
    "operator": "fused_linear_cross_entropy",
    "category": "priority",
    "semantics": (
        "logits = h.W; log-softmax over the vocabulary; per-token loss = -log p[label] (via a "
        "dense one-hot); output = the mean loss (a scalar)."),
    "batch_tokens": 8192,
    "hidden_dim": 4096,
    "vocab_size": 128256,
    "jaxbench": {"v6e_baseline_ms": 14.2096, "v6e_optimized_ms": None,
                 "xla_flops": 8616570519552},
}

SIZES = {
    "full": {"batch_tokens": 8192, "hidden_dim": 4096, "vocab_size": 128256},
    "small": {"batch_tokens": 128, "hidden_dim": 256, "vocab_size": 1920},
}

# Held-out shapes (workloads/README.md, "Shape families"): the dimensions the judge may
# change, each within x0.5-x2 of the judged size's.
SHAPE_FAMILY = {
    "batch_tokens": jc.vary(8),
    "hidden_dim": jc.vary(128),
    "vocab_size": jc.vary(128),
}

MODES = [jc.NORMAL, jc.HEAVY_TAILED, jc.LARGE, jc.SIGNED]

NOTES = [
    "Inputs as JAXBench at full size (hidden ~ N(0,1); weight ~ N(0, 0.02^2); labels "
    "uniform int32 in [0, vocab)); at small size the weight's std is "
    "0.02*sqrt(4096/hidden_dim) so the logits keep their full-size spread.",
    "Computed in the input dtype like the baseline, including the bf16 log-softmax that "
    "JAXBench's defect 5.1.13 points out (the f32 truth shows its error); the output is a "
    "bf16 scalar.",
    "Modes change hidden only: heavy_tailed (Student-t(3)), large_magnitude (x64: logits "
    "~x64, a near one-hot softmax, and bf16 logit rounding of ~0.25), signed_shifted (+3). "
    "Labels are drawn the same way in every mode.",
    "No pallas_tpu (JAXBench has none).",
]


def make_inputs(key, mode, size):
    s = SIZES[size]
    t, h, v = s["batch_tokens"], s["hidden_dim"], s["vocab_size"]
    kh, kw, kl = jax.random.split(key, 3)
    hidden = jc.activation(kh, (t, h), mode)
    weight = jc.jaxbench_weight(kw, (h, v), h, SIZES["full"]["hidden_dim"])
    labels = jax.random.randint(kl, (t,), 0, v, dtype=jnp.int32)
    return hidden, weight, labels


def workload(hidden, weight, labels):
    vocab = weight.shape[1]
    logits = hidden @ weight
    logp = jax.nn.log_softmax(logits, axis=-1)
    onehot = jax.nn.one_hot(labels, vocab, dtype=logp.dtype)
    loss = -jnp.sum(onehot * logp, axis=-1)
    return jnp.mean(loss)


def flops(size):
    # Projection 2*T*H*V; log-softmax ~4 per logit (max, subtract, exp, sum; the per-row log
    # is ignored); one-hot multiply and row sum 2 per logit.
    s = SIZES[size]
    t, h, v = s["batch_tokens"], s["hidden_dim"], s["vocab_size"]
    return 2 * t * h * v + 6 * t * v


def bytes_accessed(size):
    # Compulsory traffic: hidden, weight (bf16) and labels (int32) read once, a bf16 scalar out.
    s = SIZES[size]
    t, h, v = s["batch_tokens"], s["hidden_dim"], s["vocab_size"]
    return jc.suite_bytes((t, h), (h, v), ()) + 4 * t
