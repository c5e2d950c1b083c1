"""Asks for far more memory than the sandbox allows."""
x = bytearray(64 << 30)


def workload(x, scale):
    return x * scale
