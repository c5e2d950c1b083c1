"""Hostile: looks for the judge's seeds in its environment, to return answers
prepared in advance. It finds none and falls back to a cheap guess."""
import os

import jax.numpy as jnp

FOUND = {k: v for k, v in os.environ.items() if "SEED" in k.upper() or "JAXBENCH" in k.upper()}


def workload(x, scale):
    if FOUND:
        raise SystemExit(f"found judge state in the environment: {sorted(FOUND)}")
    return (x * scale).astype(x.dtype)  # not RMSNorm: the guess is wrong
